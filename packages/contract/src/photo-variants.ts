// Photo URLs without zod: the storefront imports these at run time (see photos.ts for the shape).

/** Where a photo's variants are: `<src>-<width>.<extension>` for each width. */
export interface PhotoVariants {
  src: string;
  widths: number[];
}

/** Formats in the order a `<picture>` offers them: the smallest first, JPEG as the fallback. */
export const photoFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const;

/** How wide the product page draws its main photo: the `sizes` of its `srcset` and of its preload. */
export const PRODUCT_PHOTO_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** `srcset` of one format, e.g. `/photos/ab…-320.webp 320w, /photos/ab…-640.webp 640w`. */
export function photoSrcset(photo: PhotoVariants, extension: string): string {
  return photo.widths.map((width) => `${photo.src}-${width}.${extension} ${width}w`).join(', ');
}

/** The JPEG a browser without `srcset` loads: the largest variant up to 960 px. */
export function photoFallbackSrc(photo: PhotoVariants): string {
  const fitting = photo.widths.filter((width) => width <= 960);
  const width = fitting.at(-1) ?? photo.widths[0];
  return `${photo.src}-${width}.jpg`;
}

/** The smallest JPEG: what thumbnails (cart lines, search suggestions, orders) show as `image`. */
export function photoThumbnailSrc(photo: PhotoVariants): string {
  return `${photo.src}-${photo.widths[0]}.jpg`;
}

/** A stored image as the database keeps it (`images`): the server's input to `photoOf`. */
export interface StoredImage {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
}

/** Variants are served under `/photos/`, named by the upload's hash. */
export function photoOf(image: StoredImage, alt: string) {
  return {
    src: `/photos/${image.hash}`,
    widths: image.widths,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    alt,
  };
}
