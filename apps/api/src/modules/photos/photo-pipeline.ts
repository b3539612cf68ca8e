import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/app-error.js';
import { sniffImageType } from './image-type.js';

/** The largest upload accepted: a phone's full-size JPEG is 3–8 MB. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The most pixels decoded: 40 MP holds any phone camera; past it a file is refused unread. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Widths made for `srcset`: a card on a phone up to a full-width gallery on a wide screen. */
export const PHOTO_WIDTHS = [320, 640, 960, 1600] as const;
/**
 * How many times longer than the other one side may be. Variants are made by width, so a tall
 * image's height grows with them: past 16,383 px WebP and AVIF cannot encode it at all (a 1-px-wide
 * image's 16-px placeholder already is), and long before that it costs seconds of CPU per upload.
 * Banners are 8:3, products near square, a phone photo or screenshot about 1:2.2
 * (docs/decisions/050-unclean-inputs.md).
 */
export const MAX_PHOTO_ASPECT_RATIO = 5;

export const photoFormats = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const;
export type PhotoFormat = keyof typeof photoFormats;

export interface PhotoVariant {
  name: string;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** SHA-256 of the uploaded bytes, hex: names every variant. */
  hash: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  variants: PhotoVariant[];
}

export const photoFileName = (hash: string, width: number, format: PhotoFormat) =>
  `${hash}-${width}.${photoFormats[format].extension}`;

const refuse = (
  code:
    | 'image_type_unsupported'
    | 'image_too_large'
    | 'image_too_many_pixels'
    | 'image_too_elongated'
    | 'image_corrupt',
  message: string,
) => new AppError('unprocessable', code, message);

export const photoTooLarge = () =>
  refuse('image_too_large', `The file is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);

export function photoHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The widths to make for an image this wide: the standard ones below it, or just its own. */
export function widthsFor(width: number): number[] {
  const smaller = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return smaller.length > 0 ? smaller : [width];
}

/** Refuses, from the bytes and the header alone, anything the pipeline must not decode. */
async function checkBeforeDecoding(bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_PHOTO_BYTES) throw photoTooLarge();
  const type = sniffImageType(bytes);
  if (type === 'heic') {
    // The libvips shipped with sharp decodes AVIF but has no HEVC decoder (patent licensing).
    throw refuse('image_type_unsupported', 'HEIC photos are not supported: save the photo as JPEG');
  }
  if (!type) throw refuse('image_type_unsupported', 'The file is not a JPEG, PNG, WebP or AVIF image');
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse('image_corrupt', 'The image cannot be read');
    });
  if (!header.width || !header.height) throw refuse('image_corrupt', 'The image has no size');
  if (header.width * header.height > MAX_PHOTO_PIXELS) {
    throw refuse('image_too_many_pixels', `The image has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`);
  }
  const [shorter, longer] = [header.width, header.height].sort((a, b) => a - b) as [number, number];
  if (longer > shorter * MAX_PHOTO_ASPECT_RATIO) {
    throw refuse('image_too_elongated', `One side of the image is over ${MAX_PHOTO_ASPECT_RATIO} times the other`);
  }
}

/** Decodes once, upright (EXIF orientation applied), in sRGB; metadata is not carried over. */
async function decodeUpright(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .autoOrient()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('image_corrupt', 'The image is damaged and cannot be decoded');
  }
}

type Raw = Awaited<ReturnType<typeof decodeUpright>>;
const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** Encoders tuned for product photos: small files at no visible loss, fast enough for imports. */
function encode(image: Sharp, format: PhotoFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78, effort: 3 }).toBuffer();
  // JPEG has no transparency: a PNG's clear background becomes white, like the shop's pages.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** A 16-pixel-wide blurred WebP as a data URI (a few hundred bytes), shown while the photo loads. */
async function placeholderOf(raw: Raw): Promise<string> {
  const tiny = await fromRaw(raw).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/**
 * Checks an upload and makes every variant: AVIF, WebP and JPEG at each width of `widthsFor`,
 * named by the upload's hash, plus the placeholder and the upright intrinsic size. Throws an
 * `AppError` with a stable code for a file that is refused.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  await checkBeforeDecoding(bytes);
  const raw = await decodeUpright(bytes);
  const hash = photoHash(bytes);
  const widths = widthsFor(raw.info.width);
  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    const resized = await fromRaw(raw).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    for (const format of Object.keys(photoFormats) as PhotoFormat[]) {
      variants.push({ name: photoFileName(hash, width, format), data: await encode(fromRaw(resized), format) });
    }
  }
  return {
    hash,
    width: raw.info.width,
    height: raw.info.height,
    widths,
    placeholder: await placeholderOf(raw),
    variants,
  };
}
