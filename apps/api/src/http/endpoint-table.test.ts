import type { ApiKey } from '@aruu/contract/api';
import { authEndpoints } from '@aruu/contract/auth';
import { availabilityEndpoints, pickupOptionEndpoints } from '@aruu/contract/availability';
import { cartEndpoints, favoritesEndpoints } from '@aruu/contract/cart';
import { catalogEndpoints } from '@aruu/contract/catalog';
import { checkoutEndpoints } from '@aruu/contract/checkout';
import { deliveryEndpoints, orderDeliveryEndpoints } from '@aruu/contract/delivery';
import type { Endpoint } from '@aruu/contract/endpoint';
import { helpEndpoints } from '@aruu/contract/help';
import { locationEndpoints } from '@aruu/contract/locations';
import { offlinePaymentEndpoints, staffOfflinePaymentEndpoints } from '@aruu/contract/offline-payments';
import { buyerOrderChangeEndpoints, staffOrderChangeEndpoints } from '@aruu/contract/order-changes';
import { ordersEndpoints, placeOrderEndpoints } from '@aruu/contract/orders';
import { loyaltyEndpoints, paymentCallbackEndpoints, paymentsEndpoints } from '@aruu/contract/payments';
import { recentlyViewedEndpoints } from '@aruu/contract/recently-viewed';
import { reviewEndpoints } from '@aruu/contract/reviews';
import { staffAuditEndpoints } from '@aruu/contract/staff-audit';
import { staffAuthEndpoints, staffSignInEndpoints } from '@aruu/contract/staff-auth';
import { staffBannerEndpoints } from '@aruu/contract/staff-banners';
import { staffCustomerEndpoints } from '@aruu/contract/staff-customers';
import { staffDashboardEndpoints } from '@aruu/contract/staff-dashboard';
import { commerceMlEndpoints, staffExchangeEndpoints } from '@aruu/contract/staff-exchange';
import { staffImportEndpoints } from '@aruu/contract/staff-import';
import { staffLocationEndpoints } from '@aruu/contract/staff-locations';
import { orderAccessEndpoints, staffOrderEntryEndpoints } from '@aruu/contract/staff-order-entry';
import { staffOrderEndpoints } from '@aruu/contract/staff-orders';
import { staffPhotoEndpoints } from '@aruu/contract/staff-photos';
import { staffProductEndpoints } from '@aruu/contract/staff-products';
import { staffPromotionEndpoints } from '@aruu/contract/staff-promotions';
import { staffRefundsEndpoints } from '@aruu/contract/staff-refunds';
import { staffReportsEndpoints } from '@aruu/contract/staff-reports';
import { staffRequestsEndpoints } from '@aruu/contract/staff-requests';
import { staffReviewEndpoints } from '@aruu/contract/staff-reviews';
import { staffStockEndpoints } from '@aruu/contract/staff-stock';
import { staffTaxonomyEndpoints } from '@aruu/contract/staff-taxonomy';
import { staffTeamEndpoints } from '@aruu/contract/staff-team';
import { staffTransfersEndpoints } from '@aruu/contract/staff-transfers';
import { stockAlertEndpoints } from '@aruu/contract/stock-alerts';
import { usersEndpoints } from '@aruu/contract/users';
import { whatsappWebhookEndpoints } from '@aruu/contract/whatsapp';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import { type App, buildApp } from '../app.js';
import type { Database } from '../db/client.js';

const API_PREFIX = '/api/v1';

/** Every feature's table, at run time: what `Api` (a type only) is made of. */
const tables = {
  authEndpoints,
  usersEndpoints,
  catalogEndpoints,
  favoritesEndpoints,
  recentlyViewedEndpoints,
  cartEndpoints,
  ordersEndpoints,
  placeOrderEndpoints,
  orderDeliveryEndpoints,
  deliveryEndpoints,
  loyaltyEndpoints,
  paymentsEndpoints,
  paymentCallbackEndpoints,
  whatsappWebhookEndpoints,
  helpEndpoints,
  staffSignInEndpoints,
  staffAuthEndpoints,
  staffTeamEndpoints,
  staffAuditEndpoints,
  staffRequestsEndpoints,
  staffOrderEndpoints,
  staffOrderEntryEndpoints,
  orderAccessEndpoints,
  staffCustomerEndpoints,
  staffDashboardEndpoints,
  staffReportsEndpoints,
  staffRefundsEndpoints,
  offlinePaymentEndpoints,
  staffOfflinePaymentEndpoints,
  staffStockEndpoints,
  staffTransfersEndpoints,
  staffProductEndpoints,
  staffPhotoEndpoints,
  staffBannerEndpoints,
  staffPromotionEndpoints,
  staffTaxonomyEndpoints,
  staffImportEndpoints,
  staffExchangeEndpoints,
  commerceMlEndpoints,
  locationEndpoints,
  staffLocationEndpoints,
  stockAlertEndpoints,
  reviewEndpoints,
  staffReviewEndpoints,
  checkoutEndpoints,
  availabilityEndpoints,
  pickupOptionEndpoints,
  staffOrderChangeEndpoints,
  buyerOrderChangeEndpoints,
};
const table: Record<string, Endpoint> = Object.assign({}, ...Object.values(tables));

// The tables above are exactly those `Api` gathers: a table missing here, or one `Api` forgot,
// fails type checking.
type TableKey = { [N in keyof typeof tables]: keyof (typeof tables)[N] }[keyof typeof tables];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameKeys: Same<TableKey, ApiKey> = true;

const routes: RouteOptions[] = [];
let app: App;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, onRoute: (route) => void routes.push(route) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The API's routes as Fastify registered them, keyed like the table (`GET /orders/:order_id`). */
function apiRoutes() {
  const byKey = new Map<string, RouteOptions>();
  for (const route of routes) {
    if (!route.url.startsWith(`${API_PREFIX}/`)) continue;
    for (const method of [route.method].flat()) byKey.set(`${method} ${route.url.slice(API_PREFIX.length)}`, route);
  }
  return byKey;
}

describe('the endpoint table', () => {
  it('has each key in one feature table only', () => {
    expect(sameKeys).toBe(true);
    const keys = Object.values(tables).flatMap((featureTable) => Object.keys(featureTable));
    expect(keys.length).toBeGreaterThan(40);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what Fastify registered under /api/v1: nothing outside it, nothing of it missing', () => {
    const registered = apiRoutes();
    // Fastify adds a HEAD route beside every GET route by itself.
    const own = [...registered.keys()].filter(
      (key) => !(key.startsWith('HEAD ') && registered.has(key.replace(/^HEAD /, 'GET '))),
    );
    expect(own.sort()).toEqual(Object.keys(table).sort());
  });

  it('registered every route from its entry: the same method, path and schemas', () => {
    const registered = apiRoutes();
    for (const [key, endpoint] of Object.entries(table)) {
      const route = registered.get(key);
      expect(route, key).toBeDefined();
      const schema = route?.schema as Record<string, unknown> & { response: Record<number, unknown> };
      expect(route?.method, key).toBe(key.slice(0, key.indexOf(' ')));
      expect(route?.url, key).toBe(`${API_PREFIX}${key.slice(key.indexOf(' ') + 1)}`);
      expect(schema.summary, key).toBe(endpoint.summary);
      expect(schema.params, key).toBe(endpoint.params);
      expect(schema.querystring, key).toBe(endpoint.query);
      expect(schema.body, key).toBe(endpoint.body);
      expect(schema.headers, key).toBe(endpoint.headers);
      const statuses = Object.keys(schema.response).map(Number);
      const success = endpoint.status ?? 200;
      expect(statuses.sort(), key).toEqual([...(endpoint.response ? [success] : []), ...endpoint.errors].sort());
      if (endpoint.response) expect(schema.response[success], key).toBe(endpoint.response);
    }
  });
});
