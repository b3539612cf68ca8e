import { z } from 'zod';
import { IdParam, INT4_MAX, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { Id, typedText } from './fields.js';
import { Photo } from './photos.js';

export const ProductPhotoParams = z.object({
  id: IdParam.shape.id,
  photo_id: queryInt({ min: 1, max: INT4_MAX }),
});

export const StaffPhoto = Photo.omit({ alt: true })
  .extend({
    id: z.number().int(),
    /** The shade or volume this photo shows, or null for the product as a whole. */
    variation_id: z.number().int().nullable(),
    alt_ru: z.string(),
    alt_en: z.string(),
    alt_ky: z.string(),
  })
  .meta({ id: 'StaffPhoto' });
export type StaffPhoto = z.infer<typeof StaffPhoto>;

export const ProductPhotos = z
  .object({
    product_id: z.number().int(),
    title: z.string(),
    /** The product's variations, to attach a photo to one. */
    variations: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** In gallery order: the first is the main photo, the one cards show. */
    photos: z.array(StaffPhoto),
  })
  .meta({ id: 'ProductPhotos' });
export type ProductPhotos = z.infer<typeof ProductPhotos>;

const altText = typedText(200);

export const UpdatePhotoBody = z.strictObject({
  alt_ru: altText.optional(),
  alt_en: altText.optional(),
  alt_ky: altText.optional(),
  variation_id: Id.nullable().optional(),
});
export type UpdatePhotoBody = z.input<typeof UpdatePhotoBody>;

export const ReorderPhotosBody = z.strictObject({
  /** Every photo of the product, in the new order; the first becomes the main photo. */
  photo_ids: z.array(Id).min(1).max(100),
});

/**
 * Photos are uploaded as `multipart/form-data`, one file per request (field `file`, at most
 * 15 MB and 40 megapixels; JPEG, PNG, WebP or AVIF by its bytes) with an optional
 * `variation_id` field, so the page shows each file's own progress.
 */
export const staffPhotoEndpoints = endpoints({
  'GET /staff/products/:id/photos': {
    summary: "A product's photos in gallery order, with its variations",
    params: IdParam,
    response: ProductPhotos,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/products/:id/photos': {
    summary:
      'Upload a photo (multipart/form-data, field `file`, optional `variation_id`); the same picture twice is refused (409 photo_already_added)',
    params: IdParam,
    response: StaffPhoto,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'PATCH /staff/products/:id/photos/:photo_id': {
    summary: "Change a photo's alt texts or the variation it shows",
    params: ProductPhotoParams,
    body: UpdatePhotoBody,
    response: StaffPhoto,
    errors: [400, 401, 403, 404],
  },
  'PUT /staff/products/:id/photos/order': {
    summary: 'Reorder the photos; the first becomes the main photo',
    params: IdParam,
    body: ReorderPhotosBody,
    response: ProductPhotos,
    errors: [400, 401, 403, 404],
  },
  'DELETE /staff/products/:id/photos/:photo_id': {
    summary: 'Remove a photo from the product',
    params: ProductPhotoParams,
    status: 204,
    errors: [400, 401, 403, 404],
  },
});
