// Every table of the store, one file per feature; Drizzle and drizzle-kit read them from here.
export * from './audit.js';
export * from './catalog.js';
export * from './help.js';
export * from './idempotency.js';
export * from './jobs.js';
export * from './loyalty.js';
export * from './mail.js';
export * from './orders.js';
export * from './promotions.js';
export * from './rate-limit.js';
export * from './refunds.js';
export * from './sandbox-payments.js';
export * from './sandbox-telegram.js';
export * from './sandbox-uds.js';
export * from './shopping.js';
export * from './staff.js';
export * from './users.js';
