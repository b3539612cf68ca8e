/**
 * What a review's photos may be. Without zod, so the storefront's review form can read it
 * without building the contract's schemas; the form checks a file against these before sending it.
 */
export const MAX_REVIEW_PHOTOS = 3;

/** The photos module's limit on an upload (apps/api photos/photo-pipeline.ts, MAX_PHOTO_BYTES). */
export const MAX_REVIEW_PHOTO_BYTES = 15 * 1024 * 1024;

/** The file types the photo pipeline reads (HEIC is refused there). */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
