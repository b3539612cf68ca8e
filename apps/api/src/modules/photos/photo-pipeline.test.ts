import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { sniffImageType } from './image-type.js';
import { MAX_PHOTO_BYTES, PHOTO_WIDTHS, processPhoto, widthsFor } from './photo-pipeline.js';

/** A photo with a gradient, so encoders have something to encode. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#c06070' } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#204080"/></svg>`,
      ),
    },
  ]);
}

/** EXIF the way a phone writes it: the camera's GPS position and a sideways orientation. */
const phoneExif = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 36/1 0/1' },
};

/** PNG's chunk checksum (CRC-32 over type and data). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** The same PNG with a header that claims another size: a few hundred bytes that promise gigabytes. */
async function withPngSize(png: Buffer, width: number, height: number): Promise<Buffer> {
  const patched = Buffer.from(png);
  // Signature (8), IHDR length (4) and type (4), then width and height; the CRC follows the 13 data bytes.
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await processPhoto(bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processPhoto', () => {
  it.each([
    ['jpeg', () => photo(1200, 900).jpeg().toBuffer()],
    ['png', () => photo(1200, 900).png().toBuffer()],
    ['webp', () => photo(1200, 900).webp().toBuffer()],
  ])('makes AVIF, WebP and JPEG at each width from a %s', async (type, make) => {
    const bytes = await make();
    expect(sniffImageType(bytes)).toBe(type);
    const result = await processPhoto(bytes);
    expect(result).toMatchObject({ width: 1200, height: 900, widths: [320, 640, 960] });
    expect(result.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(result.variants.map((variant) => variant.name).sort()).toEqual(
      [320, 640, 960].flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `${result.hash}-${w}.${ext}`)).sort(),
    );
    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata();
      const [, width, extension] = /-(\d+)\.(\w+)$/.exec(variant.name)!;
      expect(meta.width).toBe(Number(width));
      expect(meta.height).toBe(Math.round((Number(width) * 900) / 1200));
      expect(meta.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[extension!]);
    }
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(result.placeholder.length).toBeLessThan(600);
  });

  it('turns a sideways phone photo upright and leaves no EXIF (no GPS) in any variant', async () => {
    // Stored 800×600 with orientation 6: the camera was turned, the photo is 600 wide, 800 high.
    const bytes = await photo(800, 600).withExif(phoneExif).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(bytes).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const result = await processPhoto(bytes);
    expect({ width: result.width, height: result.height }).toEqual({ width: 600, height: 800 });
    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(variant.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('keeps a small image at its own width', async () => {
    const result = await processPhoto(await photo(200, 100).png().toBuffer());
    expect(result.widths).toEqual([200]);
    expect(widthsFor(5000)).toEqual([...PHOTO_WIDTHS]);
  });

  it('refuses a renamed text file by its bytes', async () => {
    const error = await refusal(Buffer.from('name,price\nlipstick,450\n'));
    expect(error.code).toBe('image_type_unsupported');
    expect(error.status).toBe(422);
  });

  it('refuses a HEIC photo with a clear message (libvips here has no HEVC decoder)', async () => {
    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(sniffImageType(heicHeader)).toBe('heic');
    expect(sharp.format.heif.input.fileSuffix).not.toContain('.heic');
    expect((await refusal(heicHeader)).message).toMatch(/HEIC/);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = await withPngSize(await photo(8, 8).png().toBuffer(), 20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const error = await refusal(bomb);
    expect(error.code).toBe('image_too_many_pixels');
  });

  it('refuses, from its header, a photo one of whose sides is over 5 times the other', async () => {
    const solid = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#c06070' } })
        .png()
        .toBuffer();
    // Taller than AVIF's 16,384 px at its own width; a 16-px placeholder past WebP's 16,383 px.
    for (const [width, height] of [
      [100, 17_000],
      [1, 1100],
      [17_000, 100],
      [601, 100],
    ] as const) {
      const error = await refusal(await solid(width, height));
      expect(error.code).toBe('image_too_elongated');
      expect(error.status).toBe(422);
    }
    // The bound itself is fine, both ways.
    expect((await processPhoto(await solid(100, 500))).widths).toEqual([100]);
    expect((await processPhoto(await solid(500, 100))).widths).toEqual([320]);
  });

  it('refuses a file over 15 MB without reading it as an image', async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    (await photo(100, 100).jpeg().toBuffer()).copy(big);
    expect((await refusal(big)).code).toBe('image_too_large');
  });

  it('refuses a corrupt image', async () => {
    const whole = await photo(1000, 800).jpeg().toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 3));
    expect((await refusal(truncated)).code).toBe('image_corrupt');
  });
});
