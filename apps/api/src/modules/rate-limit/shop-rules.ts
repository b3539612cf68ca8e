import type { RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Shop endpoints whose every request costs something: a call to a provider (CDEK, UDS, Freedom
// Pay, the shop's Telegram) or content that staff moderate or read. A shopper's session stays far
// below each limit; a script's stops there. Signed-in requests count per account (`signedInAccount`)
// and per client address (`clientIp`), the address looser: people behind one carrier NAT share it,
// and one address can open only a few accounts (registerPerIp).

/** CDEK's city search, anonymous and typed letter by letter (the storefront debounces it). */
export const citySearchPerIp: RateLimitRule = { name: 'cdek-cities-ip', limit: 100, windowMs: 10 * MINUTE };
/** The product page's delivery estimate, anonymous: a CDEK tariff call for a city not asked of late. */
export const deliveryEstimatePerIp: RateLimitRule = { name: 'delivery-estimate-ip', limit: 120, windowMs: 10 * MINUTE };
/** Pricing a delivery (the checkout's quote, choosing the order's delivery): a CDEK tariff call. */
export const deliveryPricingPerAccount: RateLimitRule = {
  name: 'delivery-price-account',
  limit: 30,
  windowMs: 10 * MINUTE,
};
export const deliveryPricingPerIp: RateLimitRule = { name: 'delivery-price-ip', limit: 120, windowMs: 10 * MINUTE };
/** A UDS code's balance or its discount: a UDS call each, and a code guessed is someone's points. */
export const loyaltyPerAccount: RateLimitRule = { name: 'uds-account', limit: 20, windowMs: 10 * MINUTE };
export const loyaltyPerIp: RateLimitRule = { name: 'uds-ip', limit: 60, windowMs: 10 * MINUTE };
/**
 * An order holds stock, mails the buyer and notifies the shop. Every request counts, retries of
 * one Idempotency-Key too (the limit runs before the replay), so the bound leaves room for a
 * shopper's retries on a bad connection.
 */
export const ordersPerAccount: RateLimitRule = { name: 'order-account', limit: 20, windowMs: HOUR };
// Loose: a sale can bring many buyers behind one carrier NAT, and an address opens few accounts anyway.
export const ordersPerIp: RateLimitRule = { name: 'order-ip', limit: 100, windowMs: HOUR };
/** Starting a card payment opens a payment with Freedom Pay. */
export const paymentStartsPerAccount: RateLimitRule = {
  name: 'payment-start-account',
  limit: 20,
  windowMs: 10 * MINUTE,
};
export const paymentStartsPerIp: RateLimitRule = { name: 'payment-start-ip', limit: 60, windowMs: 10 * MINUTE };
/** A new review or an edit waits for a moderator; writing and editing share the count. */
export const reviewWritesPerAccount: RateLimitRule = { name: 'review-write-account', limit: 10, windowMs: HOUR };
export const reviewWritesPerIp: RateLimitRule = { name: 'review-write-ip', limit: 30, windowMs: HOUR };
/** Each photo is decoded and encoded at several widths and formats, the dearest work a shopper can start. */
export const reviewPhotosPerAccount: RateLimitRule = { name: 'review-photo-account', limit: 20, windowMs: HOUR };
export const reviewPhotosPerIp: RateLimitRule = { name: 'review-photo-ip', limit: 60, windowMs: HOUR };
/** "Helpful" marks reorder every shopper's view of a product's reviews. */
export const helpfulMarksPerAccount: RateLimitRule = { name: 'review-helpful-account', limit: 60, windowMs: HOUR };
export const helpfulMarksPerIp: RateLimitRule = { name: 'review-helpful-ip', limit: 200, windowMs: HOUR };

/**
 * A sales report's file reads every row of its period (a year by product is the dearest read the
 * staff app makes) and builds a spreadsheet in memory: an employee exports a few a day; a stolen
 * session or a stuck script stops here.
 */
export const reportExportsPerEmployee: RateLimitRule = {
  name: 'report-export-employee',
  limit: 30,
  windowMs: 10 * MINUTE,
};

// Orders staff take for a customer, and the customer's link to one (order-entry).

/** Staff taking orders on the phone in a rush stay far below; a stolen session does not empty the shelves. */
export const takenOrdersPerEmployee: RateLimitRule = { name: 'taken-order-employee', limit: 120, windowMs: HOUR };
/** Each sending of an order's link mails its customer (and makes the previous link useless). */
export const orderLinkSendsPerOrder: RateLimitRule = { name: 'order-link-send', limit: 5, windowMs: HOUR };
/**
 * The link's page and its actions, by address: a customer opens it a few times; a script
 * guessing tokens (256 random bits: it never finds one) is stopped early all the same.
 */
export const orderAccessPerIp: RateLimitRule = { name: 'order-access-ip', limit: 60, windowMs: 10 * MINUTE };
/** Setting the password hashes it (argon2, the dearest thing the link does). */
export const orderAccessPasswordsPerIp: RateLimitRule = {
  name: 'order-access-password-ip',
  limit: 10,
  windowMs: HOUR,
};
