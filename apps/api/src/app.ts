import { join } from 'node:path';
import fastifyAccepts from '@fastify/accepts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import { answerUnreadableRequest, handleError, registerErrorHandling } from './http/error-handler.js';
import { refuseUnstorableInput } from './http/storable-input.js';
import { somToTyiyn } from './lib/money.js';
import { accountingExchangeModule } from './modules/accounting-exchange/accounting-exchange.plugin.js';
import { savedExchangeMapping } from './modules/accounting-exchange/accounting-exchange.service.js';
import { auditModule } from './modules/audit/audit.plugin.js';
import { authModule } from './modules/auth/auth.plugin.js';
import { availabilityModule } from './modules/availability/availability.plugin.js';
import { cartModule } from './modules/cart/cart.plugin.js';
import { catalogModule } from './modules/catalog/catalog.plugin.js';
import { createCatalogImagesService } from './modules/catalog/catalog-images.service.js';
import { createCatalogReuse } from './modules/catalog/catalog-reuse.js';
import { catalogImportModule } from './modules/catalog-import/catalog-import.plugin.js';
import { checkoutModule } from './modules/checkout/checkout.plugin.js';
import { deliveryModule } from './modules/delivery/delivery.plugin.js';
import { createFavoriteMarks } from './modules/favorites/favorite-marks.js';
import { favoritesModule } from './modules/favorites/favorites.plugin.js';
import { healthModule } from './modules/health/health.plugin.js';
import { helpModule } from './modules/help/help.plugin.js';
import { idempotencyModule } from './modules/idempotency/idempotency.plugin.js';
import { inventoryModule } from './modules/inventory/inventory.plugin.js';
import { jobQueuePlugin } from './modules/jobs/job-queue.plugin.js';
import { locationsModule } from './modules/locations/locations.plugin.js';
import { activePickupPoint, courierDispatch } from './modules/locations/locations.service.js';
import { loyaltyModule } from './modules/loyalty/loyalty.plugin.js';
import { mailModule } from './modules/mail/mail.plugin.js';
import { createMailer } from './modules/mail/mailer.js';
import type { ImageArt } from './modules/media/image-art.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { notificationsModule } from './modules/notifications/notifications.plugin.js';
import { offlinePaymentsModule } from './modules/offline-payments/offline-payments.plugin.js';
import { orderChangesModule } from './modules/order-changes/order-changes.plugin.js';
import { orderEntryModule } from './modules/order-entry/order-entry.plugin.js';
import { ordersModule } from './modules/orders/orders.plugin.js';
import { paymentsModule } from './modules/payments/payments.plugin.js';
import { createDiskPhotoStorage } from './modules/photos/photo-storage.js';
import { createPhotoStore } from './modules/photos/photo-store.js';
import { photosModule } from './modules/photos/photos.plugin.js';
import { promotionsModule } from './modules/promotions/promotions.plugin.js';
import { createProviderClients } from './modules/providers/provider-clients.js';
import { rateLimitModule } from './modules/rate-limit/rate-limit.plugin.js';
import { recentlyViewedModule } from './modules/recently-viewed/recently-viewed.plugin.js';
import { refundsModule } from './modules/refunds/refunds.plugin.js';
import { reportsModule } from './modules/reports/reports.plugin.js';
import { requestsModule } from './modules/requests/requests.plugin.js';
import { reviewsModule } from './modules/reviews/reviews.plugin.js';
import { staffModule } from './modules/staff/staff.plugin.js';
import { collectStaffRoutes, requirePermission } from './modules/staff/staff-guard.js';
import { staffBannersModule } from './modules/staff-banners/staff-banners.plugin.js';
import { staffCustomersModule } from './modules/staff-customers/staff-customers.plugin.js';
import { staffDashboardModule } from './modules/staff-dashboard/staff-dashboard.plugin.js';
import { staffOrdersModule } from './modules/staff-orders/staff-orders.plugin.js';
import { staffProductsModule } from './modules/staff-products/staff-products.plugin.js';
import { staffPromotionsModule } from './modules/staff-promotions/staff-promotions.plugin.js';
import { staffStockModule } from './modules/staff-stock/staff-stock.plugin.js';
import { staffTaxonomyModule } from './modules/staff-taxonomy/staff-taxonomy.plugin.js';
import { staffTransfersModule } from './modules/staff-transfers/staff-transfers.plugin.js';
import { stockAlertsModule } from './modules/stock-alerts/stock-alerts.plugin.js';
import { queueStockAlerts } from './modules/stock-alerts/stock-alerts.service.js';
import { createAccounts } from './modules/users/accounts.js';
import { usersModule } from './modules/users/users.plugin.js';
import { webModule } from './modules/web/web.plugin.js';
import { whatsappModule } from './modules/whatsapp/whatsapp.plugin.js';
import { compressionPlugin } from './plugins/compression.js';
import { drainingPlugin } from './plugins/draining.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';

export interface AppDependencies {
  /** With JWT_SECRET resolved (see `resolveJwtSecret`). */
  config: Config & { JWT_SECRET: string };
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered: the endpoint-table test lists the API's routes with it. */
  onRoute?: onRouteHookHandler;
  /** Registered after the shop's routes: the demonstration store's simulators (apps/demo); none in production. */
  extensions?: AppExtension[];
  /** Pictures of products and banners without a photo: the shop's plain cards unless given. */
  art?: ImageArt;
}

export type AppExtension = FastifyPluginAsync<{ config: AppDependencies['config']; database: Database }>;

/** Fastify trusts the n-th hop when given a function; its types take no bare number. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** The storefront's origin, for links in emails. */
const publicUrl = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

/** Builds the whole store: the request plumbing first, then the ports, then each module after those it builds on. */
export async function buildApp({ config, database, logger, onRoute, extensions = [], art }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL that does not decode or a parameter past maxParamLength fails before routing.
    frameworkErrors: handleError,
    // A request Node's parser refuses (raw non-ASCII bytes in the address) still gets the error shape.
    clientErrorHandler: answerUnreadableRequest,
    // A request that arrives on a kept-alive connection while the server closes is served (its
    // answer closes the connection), not refused with a bare 503: see plugins/draining.ts.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // No request hands PostgreSQL text it refuses (NUL, a lone surrogate), whichever route reads it.
  refuseUnstorableInput(app);
  // The pool has dropped that connection already (db/postgres-pool.ts); requests meanwhile answer 503.
  database.onConnectionError((error) => app.log.warn({ err: error }, 'lost a database connection'));

  // Request reading every feature relies on: cookies (URL-decoded) and Accept-* negotiation.
  await app.register(fastifyCookie);
  await app.register(fastifyAccepts);
  await app.register(securityPlugin, { production: config.NODE_ENV === 'production' });
  await app.register(compressionPlugin);
  await app.register(drainingPlugin);
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, pool: database.pool });
  await app.register(openApiPlugin);

  // Background work: the queue is polled once the server runs (server.ts), never in tests.
  await app.register(jobQueuePlugin, {
    db: database.db,
    pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
    retentionDays: config.JOB_RETENTION_DAYS,
  });
  // Every staff route is collected with its one guard: before any module registers one.
  collectStaffRoutes(app);

  // The ports: the outside world as each module is handed it.
  const { db } = database;
  const { cdek, uds, freedomPay, telegram, whatsapp } = createProviderClients(config);
  const photos = createPhotoStore({
    db,
    storage: createDiskPhotoStorage(config.PHOTOS_DIR ?? join(config.DATA_DIR, 'photos')),
  });

  // The modules, each after those it builds on (its plugin's `dependencies`).
  await app.register(mailModule, {
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db }),
  });
  await app.register(rateLimitModule, { db, redisUrl: config.REDIS_URL });
  await app.register(idempotencyModule, { db });
  await app.register(authModule, {
    db,
    accounts: createAccounts(),
    jwtSecret: config.JWT_SECRET,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    passwordCost: config,
    settings: {
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      staffSessionHours: config.STAFF_SESSION_HOURS,
      passwordResetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
      publicUrl: publicUrl(config),
    },
  });
  await app.register(staffModule, {
    db,
    jwtSecret: config.JWT_SECRET,
    totpEncryptionKey: config.TOTP_ENCRYPTION_KEY,
    team: { inviteTtlHours: config.STAFF_INVITE_TTL_HOURS, publicUrl: publicUrl(config) },
  });
  await app.register(auditModule, { db, requirePermission });
  await app.register(usersModule, { db });
  const catalogReuse = createCatalogReuse({ db, maxAgeMs: config.CATALOG_REUSE_MAX_AGE_MS });
  await app.register(catalogModule, {
    db,
    reuse: catalogReuse,
    facetRefreshMs: config.FACET_REFRESH_MS,
    personalize: createFavoriteMarks({ db, identify: app.identify }),
  });
  await app.register(mediaRoutes, { images: createCatalogImagesService({ db }), art });
  await app.register(favoritesModule, { db });
  await app.register(recentlyViewedModule, { db });
  await app.register(cartModule, { db });
  await app.register(deliveryModule, {
    cdek,
    pickupPointOpen: async (code) => (await activePickupPoint(db, code)) !== undefined,
    courierDispatch: () => courierDispatch(db),
    settings: {
      senderCityCode: config.CDEK_SENDER_CITY_CODE,
      cityFeeTyiyn: somToTyiyn(config.CITY_DELIVERY_FEE_SOM),
      cityCourierDays: config.CITY_COURIER_DAYS,
      freeFromTyiyn: somToTyiyn(config.FREE_DELIVERY_FROM_SOM),
      tariffCodes: { door: config.CDEK_DOOR_TARIFF_CODES, pickupPoint: config.CDEK_PICKUP_POINT_TARIFF_CODES },
    },
  });
  await app.register(inventoryModule, {
    lowStockThreshold: config.LOW_STOCK_THRESHOLD,
    onRestocked: queueStockAlerts(app.jobs),
  });
  await app.register(locationsModule, {
    db,
    keep: catalogReuse.answer,
    unitsHeldAt: (tx, locationId) => app.inventory.unitsHeldAt(tx, locationId),
  });
  await app.register(promotionsModule);
  await app.register(notificationsModule, { telegram, publicUrl: publicUrl(config) });
  await app.register(whatsappModule, { db, channel: whatsapp, publicUrl: publicUrl(config) });
  await app.register(ordersModule, {
    db,
    // Checkout and loyalty build on orders, so they come after it: these find them when an order changes.
    ports: {
      undoCheckout: (tx, order, items) => app.undoCheckout(tx, order, items),
      pointsHeld: (tx, order) => app.pointsHolds.isHeld(tx, order),
      statusMessage: (tx, order, status) => app.whatsapp.orderStatusChanged(tx, order, status),
    },
    settings: {
      paymentTtlMinutes: config.ORDER_PAYMENT_TTL_MINUTES,
      takenPaymentTtlMinutes: config.TAKEN_ORDER_PAYMENT_TTL_MINUTES,
      publicUrl: publicUrl(config),
    },
  });
  await app.register(loyaltyModule, {
    db,
    uds,
    udsTimeoutMs: config.UDS_TIMEOUT_MS,
    udsBalanceCacheMs: config.UDS_BALANCE_CACHE_MS,
  });
  await app.register(checkoutModule, { db });
  await app.register(availabilityModule, { db, keep: catalogReuse.answer });
  await app.register(paymentsModule, {
    db,
    provider: freedomPay,
    settings: {
      secretKey: config.FREEDOM_PAY_SECRET_KEY,
      publicUrl: publicUrl(config),
      reconcileAfterSeconds: config.PAYMENT_RECONCILE_AFTER_SECONDS,
    },
  });
  await app.register(refundsModule, { db, provider: freedomPay, publicUrl: publicUrl(config) });
  await app.register(orderChangesModule, {
    db,
    settings: { answerHours: config.ORDER_CHANGE_ANSWER_HOURS, publicUrl: publicUrl(config) },
  });
  await app.register(staffOrdersModule, {
    database,
    jwtSecret: config.JWT_SECRET,
    countsTtlMs: config.STAFF_COUNTS_TTL_MS,
  });
  await app.register(healthModule, {
    database,
    paymentOverdueSeconds: 2 * config.PAYMENT_RECONCILE_AFTER_SECONDS,
  });
  await app.register(staffDashboardModule, { db, ttlMs: config.STAFF_COUNTS_TTL_MS });
  await app.register(reportsModule, { db });
  await app.register(offlinePaymentsModule, {
    db,
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      inn: config.SHOP_INN,
      legalAddress: config.SHOP_LEGAL_ADDRESS,
      bankName: config.SHOP_BANK_NAME,
      bic: config.SHOP_BANK_BIC,
      bankAccount: config.SHOP_BANK_ACCOUNT,
    },
    invoiceValidBusinessDays: config.INVOICE_VALID_BUSINESS_DAYS,
  });
  await app.register(staffCustomersModule, { db });
  await app.register(orderEntryModule, { db, publicUrl: publicUrl(config) });
  await app.register(staffStockModule, { db });
  await app.register(staffTransfersModule, { db });
  await app.register(staffProductsModule, { db });
  await app.register(photosModule, { db, photos });
  await app.register(staffBannersModule, { db, photos });
  await app.register(staffPromotionsModule, { db });
  await app.register(staffTaxonomyModule, { db });
  await app.register(catalogImportModule, {
    db,
    photos,
    dataDir: config.DATA_DIR,
    maxUploadBytes: config.IMPORT_MAX_BYTES,
    allowPrivatePhotoHosts: config.NODE_ENV !== 'production',
    retentionDays: config.IMPORT_RETENTION_DAYS,
    limits: { maxRows: config.IMPORT_MAX_ROWS, maxUnpackedBytes: config.IMPORT_MAX_UNPACKED_BYTES },
    importPhotoTimeoutMs: config.IMPORT_PHOTO_TIMEOUT_MS,
    // A file uploaded by hand is read with the mapping the exchange with the books uses.
    exchangeMapping: () => savedExchangeMapping(db),
  });
  await app.register(accountingExchangeModule, {
    db,
    catalogImport: app.commerceMlImports,
    dataDir: config.DATA_DIR,
    maxRunBytes: config.IMPORT_MAX_BYTES,
    maxUnpackedBytes: config.IMPORT_MAX_UNPACKED_BYTES,
    retentionDays: config.IMPORT_RETENTION_DAYS,
  });
  await app.register(stockAlertsModule, { db, jwtSecret: config.JWT_SECRET, publicUrl: publicUrl(config) });
  await app.register(reviewsModule, { db, photos });
  await app.register(requestsModule, { db });
  await app.register(helpModule, { db });
  for (const extension of extensions) await app.register(extension, { config, database });
  if (config.WEB_DIST_DIR) {
    await app.register(webModule, {
      distDir: config.WEB_DIST_DIR,
      db,
      reuse: catalogReuse,
      publicUrl: config.PUBLIC_URL,
      cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
      sitemapUrlsPerFile: config.SITEMAP_URLS_PER_FILE,
      serverRender: {
        reuseMaxAgeMs: config.CATALOG_REUSE_MAX_AGE_MS,
        workers: config.SSR_WORKERS,
        queuePerWorker: config.SSR_QUEUE_PER_WORKER,
        timeoutMs: config.SSR_TIMEOUT_MS,
      },
    });
  }

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
