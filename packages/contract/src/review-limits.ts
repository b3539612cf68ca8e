/**
 * How many photos a review may carry. Without zod, so the storefront's review form can read it
 * without building the contract's schemas.
 */
export const MAX_REVIEW_PHOTOS = 3;
