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

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: a seeded generator with good enough distribution for picking colours. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}
