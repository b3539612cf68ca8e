import { z } from 'zod';

/**
 * An uploaded picture as pages show it: the variants are `<src>-<width>.<avif|webp|jpg>` for each
 * of `widths` (ascending), so a page writes one `srcset` per format. `width` and `height` are the
 * intrinsic size (the page reserves the box, nothing shifts); `placeholder` is a tiny blurred
 * data URI shown until the photo arrives.
 */
export const Photo = z
  .object({
    src: z.string(),
    widths: z.array(z.number().int()),
    width: z.number().int(),
    height: z.number().int(),
    placeholder: z.string(),
    alt: z.string(),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof Photo>;
