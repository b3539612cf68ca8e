import type { cartEndpoints } from './cart.js';

/**
 * Every endpoint of the API by its key: the union of the features' tables. Imported as a type
 * only, by the web client (shared/api/client.ts) and by tests.
 */
export type Api = typeof cartEndpoints;
export type ApiKey = keyof Api;
