/**
 * How many recently viewed products are kept, on the device and in the account alike. Without
 * zod, so the storefront's entry can read it without building the contract's schemas.
 */
export const RECENTLY_VIEWED_LIMIT = 12;
