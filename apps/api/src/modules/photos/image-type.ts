/** The picture formats a shop photo may arrive in; HEIC is recognised only to refuse it clearly. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** ISO-BMFF brands (the `ftyp` box) of AVIF and of HEIC/HEIF stills. */
const avifBrands = new Set(['avif', 'avis']);
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The file's real type from its first bytes, whatever its name or declared content type says;
 * null for anything else (a renamed text file, a PDF, an SVG).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const major = ascii(bytes, 8, 12);
    if (avifBrands.has(major)) return 'avif';
    if (heicBrands.has(major)) return 'heic';
  }
  return null;
}
