/**
 * Deterministic randomness for generated artwork: the same product must render the same
 * bytes on every server, so variation comes from a hash of its data, never Math.random.
 */

/**
 * FNV-1a, 32 bit, followed by murmur3's finaliser: FNV alone leaves ids that differ in one
 * digit ("banner|1", "banner|2") with nearly equal high bits, and so nearly equal colours.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
