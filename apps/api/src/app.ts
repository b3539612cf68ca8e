import { join } from 'node:path';
import fastifyAccepts from '@fastify/accepts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import { handleError, registerErrorHandling } from './http/error-handler.js';
import { createResponseCache } from './http/response-cache.js';
import { refuseUnstorableInput } from './http/storable-input.js';
import { somToTyiyn } from './lib/money.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createAuthenticate, createIdentify } from './modules/auth/authenticate.js';
import { createDeviceTrust } from './modules/auth/device-trust.js';
import { createPasswordHasher } from './modules/auth/passwords.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createCatalogImagesService } from './modules/catalog/catalog-images.service.js';
import { startFacetRefresh } from './modules/catalog/facet-refresh.js';
import { registerRecentSalesJob } from './modules/catalog/recent-sales.js';
import { catalogImportRoutes } from './modules/catalog-import/catalog-import.routes.js';
import {
  createCatalogImportService,
  registerCatalogImportJobs,
} from './modules/catalog-import/catalog-import.service.js';
import { createImportPhotos, registerImportPhotosJob } from './modules/catalog-import/import-photos.js';
import { importReportPath } from './modules/catalog-import/import-report.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { createCheckoutService, createCheckoutUndo } from './modules/checkout/checkout.service.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { createDeliveryService } from './modules/delivery/delivery.service.js';
import { createFavoriteMarks } from './modules/favorites/favorite-marks.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { registerStoreMetrics } from './modules/health/store-metrics.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { createHelpService } from './modules/help/help.service.js';
import { createIdempotency } from './modules/idempotency/idempotency.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';
import { jobQueuePlugin } from './modules/jobs/job-queue.plugin.js';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes.js';
import { createLoyaltyService } from './modules/loyalty/loyalty.service.js';
import { createOrderPointsService } from './modules/loyalty/order-points.service.js';
import { createPointsHolds, RELEASE_POINTS_JOB } from './modules/loyalty/points-holds.js';
import { createUdsCurrencyGuard } from './modules/loyalty/uds-company.js';
import { registerMailJobs } from './modules/mail/mail-jobs.js';
import { createMailer } from './modules/mail/mailer.js';
import type { ImageArt } from './modules/media/image-art.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createShopNotifications } from './modules/notifications/shop-notifications.js';
import { offlinePaymentsRoutes } from './modules/offline-payments/offline-payments.routes.js';
import { createOfflinePaymentsService } from './modules/offline-payments/offline-payments.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { createOrdersService, EXPIRE_ORDER_JOB } from './modules/orders/orders.service.js';
import { RECONCILE_PAYMENT_JOB } from './modules/payments/payment-reconciliation.js';
import { REFUND_PAYMENT_JOB } from './modules/payments/payment-settlement.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createImportedPhotos } from './modules/photos/imported-photos.js';
import { MAX_PHOTO_BYTES } from './modules/photos/photo-pipeline.js';
import { createDiskPhotoStorage } from './modules/photos/photo-storage.js';
import { createPhotoStore, SWEEP_PHOTOS_JOB } from './modules/photos/photo-store.js';
import { photosRoutes } from './modules/photos/photos.routes.js';
import { staffPhotosRoutes } from './modules/photos/staff-photos.routes.js';
import { createStaffPhotosService } from './modules/photos/staff-photos.service.js';
import { createPromotionsService } from './modules/promotions/promotions.service.js';
import { createProviderClients } from './modules/providers/provider-clients.js';
import { createRateLimitStore } from './modules/rate-limit/create-rate-limit-store.js';
import { createLoginLimits } from './modules/rate-limit/login-limits.js';
import { createRateLimiter } from './modules/rate-limit/rate-limiter.js';
import { recentlyViewedRoutes } from './modules/recently-viewed/recently-viewed.routes.js';
import { refundsRoutes } from './modules/refunds/refunds.routes.js';
import { createRefundsService, EXECUTE_REFUND_JOB } from './modules/refunds/refunds.service.js';
import { requestsRoutes } from './modules/requests/requests.routes.js';
import { createRequestsService } from './modules/requests/requests.service.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { staffReviewsRoutes } from './modules/reviews/staff-reviews.routes.js';
import { createStaffReviewsService } from './modules/reviews/staff-reviews.service.js';
import { createChallengeTokens } from './modules/staff/challenge-tokens.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { createStaffAuthService } from './modules/staff/staff-auth.service.js';
import { collectStaffRoutes, requirePermission } from './modules/staff/staff-guard.js';
import { createStaffTeamService } from './modules/staff/staff-team.service.js';
import { createTotpBox } from './modules/staff/totp.js';
import { staffBannersRoutes } from './modules/staff-banners/staff-banners.routes.js';
import { createStaffBannersService } from './modules/staff-banners/staff-banners.service.js';
import { staffCustomersRoutes } from './modules/staff-customers/staff-customers.routes.js';
import { createStaffCustomersService } from './modules/staff-customers/staff-customers.service.js';
import { staffDashboardRoutes } from './modules/staff-dashboard/staff-dashboard.routes.js';
import { createStaffDashboardService } from './modules/staff-dashboard/staff-dashboard.service.js';
import { createEventsTickets } from './modules/staff-orders/events-ticket.js';
import { createOrderFeed } from './modules/staff-orders/order-feed.js';
import { staffOrdersRoutes } from './modules/staff-orders/staff-orders.routes.js';
import { createStaffOrdersService } from './modules/staff-orders/staff-orders.service.js';
import { staffProductsRoutes } from './modules/staff-products/staff-products.routes.js';
import { createStaffProductsService } from './modules/staff-products/staff-products.service.js';
import { staffPromotionsRoutes } from './modules/staff-promotions/staff-promotions.routes.js';
import { createStaffPromotionsService } from './modules/staff-promotions/staff-promotions.service.js';
import { staffStockRoutes } from './modules/staff-stock/staff-stock.routes.js';
import { createStaffStockService } from './modules/staff-stock/staff-stock.service.js';
import { staffTaxonomyRoutes } from './modules/staff-taxonomy/staff-taxonomy.routes.js';
import { createStaffTaxonomyService } from './modules/staff-taxonomy/staff-taxonomy.service.js';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes.js';
import { createStockAlertsService, queueStockAlerts } from './modules/stock-alerts/stock-alerts.service.js';
import { unsubscribePageRoutes } from './modules/stock-alerts/unsubscribe-page.routes.js';
import { createUnsubscribeTokens } from './modules/stock-alerts/unsubscribe-tokens.js';
import { createAccounts } from './modules/users/accounts.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { webRoutes } from './modules/web/web.routes.js';
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

/** Builds the whole store: plugins first, then feature routes, in reading order. */
export async function buildApp({ config, database, logger, onRoute, extensions = [], art }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL that does not decode or a parameter past maxParamLength fails before routing.
    frameworkErrors: handleError,
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
  registerMailJobs(app.jobs, createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db }));

  const rateLimitStore = createRateLimitStore({
    db: database.db,
    redisUrl: config.REDIS_URL,
    log: app.log.child({ module: 'rate-limit' }),
    registry: app.metricsRegistry,
  });
  app.addHook('onClose', () => rateLimitStore.close());
  const limiter = createRateLimiter(rateLimitStore);

  const signer = createTokenSigner({ secret: config.JWT_SECRET, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS });
  const authenticate = createAuthenticate({ db: database.db, signer });
  const passwords = createPasswordHasher(config);
  const auth = createAuthService({
    db: database.db,
    accounts: createAccounts(),
    signer,
    passwords,
    queue: app.jobs,
    settings: {
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      staffSessionHours: config.STAFF_SESSION_HOURS,
      passwordResetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
      publicUrl: publicUrl(config),
    },
  });
  const staffAuth = createStaffAuthService({
    db: database.db,
    auth,
    passwords,
    challenges: createChallengeTokens(config.JWT_SECRET),
    totp: createTotpBox(config.TOTP_ENCRYPTION_KEY, app.log),
  });
  const team = createStaffTeamService({
    db: database.db,
    passwords,
    queue: app.jobs,
    settings: { inviteTtlHours: config.STAFF_INVITE_TTL_HOURS, publicUrl: publicUrl(config) },
  });
  const identify = createIdentify(authenticate);
  const devices = createDeviceTrust({ secret: config.JWT_SECRET });
  // Both sign-in doors count one account's wrong passwords together, by the account's kind.
  const loginLimits = createLoginLimits(limiter, async (request, email) => ({
    staff: await auth.isStaffAccount(email),
    device: devices.recognise(request, email),
  }));
  const users = createUsersService({ db: database.db, passwords });
  const catalog = createCatalogService({ db: database.db, cacheTtlMs: config.CATALOG_CACHE_TTL_MS });
  const cart = createCartService({ db: database.db, cards: catalog.cardsByIds });
  const { cdek, uds, freedomPay, telegram } = createProviderClients(config);
  const delivery = createDeliveryService({
    cdek,
    settings: {
      senderCityCode: config.CDEK_SENDER_CITY_CODE,
      cityFeeTyiyn: somToTyiyn(config.CITY_DELIVERY_FEE_SOM),
      freeFromTyiyn: somToTyiyn(config.FREE_DELIVERY_FROM_SOM),
      tariffCodes: { door: config.CDEK_DOOR_TARIFF_CODES, pickupPoint: config.CDEK_PICKUP_POINT_TARIFF_CODES },
    },
    log: app.log.child({ module: 'delivery' }),
  });
  const udsCurrency = createUdsCurrencyGuard({
    uds,
    log: app.log.child({ module: 'loyalty' }),
    onVerdict: app.metrics.gauge('uds_currency_refused', 'UDS company currency is not KGS: points cannot be spent (1)'),
  });
  // Asked once the server listens (the sandbox answers on loopback), never awaited: UDS being down must not stop the shop.
  app.addHook('onListen', async () => {
    void udsCurrency.refresh();
  });
  const loyalty = createLoyaltyService({ uds, currency: udsCurrency });
  const holds = createPointsHolds({
    db: database.db,
    loyalty,
    queue: app.jobs,
    log: app.log,
    udsTimeoutMs: config.UDS_TIMEOUT_MS,
  });
  app.jobs.register(RELEASE_POINTS_JOB, (payload) => holds.release((payload as { holdId: number }).holdId));
  const inventory = createInventoryService({
    lowStockThreshold: config.LOW_STOCK_THRESHOLD,
    onRestocked: queueStockAlerts(app.jobs),
  });
  const stockAlerts = createStockAlertsService({
    db: database.db,
    queue: app.jobs,
    inventory,
    tokens: createUnsubscribeTokens(config.JWT_SECRET),
    publicUrl: publicUrl(config),
  });
  const promotions = createPromotionsService();
  const shop = createShopNotifications({
    queue: app.jobs,
    telegram,
    publicUrl: publicUrl(config),
  });
  const orders = createOrdersService({
    db: database.db,
    queue: app.jobs,
    cart,
    ports: { undoCheckout: createCheckoutUndo({ inventory, promotions, holds }), pointsHeld: holds.isHeld },
    shop,
    settings: { paymentTtlMinutes: config.ORDER_PAYMENT_TTL_MINUTES, publicUrl: publicUrl(config) },
  });
  const refunds = createRefundsService({
    db: database.db,
    queue: app.jobs,
    provider: freedomPay,
    loyalty,
    holds,
    orders,
    inventory,
    publicUrl: publicUrl(config),
  });
  app.jobs.register(EXECUTE_REFUND_JOB, (payload, { attempt }) =>
    refunds.execute((payload as { refundId: number }).refundId, attempt),
  );
  app.jobs.register(EXPIRE_ORDER_JOB, (payload) => orders.expire((payload as { orderId: number }).orderId));
  const checkout = createCheckoutService({ db: database.db, cart, inventory, promotions, delivery, orders });
  const points = createOrderPointsService({ db: database.db, loyalty, holds, orders, cart });
  const payments = createPaymentsService({
    db: database.db,
    provider: freedomPay,
    orders,
    points,
    holds,
    queue: app.jobs,
    log: app.log,
    settings: {
      secretKey: config.FREEDOM_PAY_SECRET_KEY,
      publicUrl: publicUrl(config),
      reconcileAfterSeconds: config.PAYMENT_RECONCILE_AFTER_SECONDS,
    },
  });
  app.jobs.register(RECONCILE_PAYMENT_JOB, (payload) =>
    payments.reconcile(payload as { paymentId: number; check: number }),
  );
  app.jobs.register(REFUND_PAYMENT_JOB, (payload) => payments.refund((payload as { paymentId: number }).paymentId));
  // Retried orders and payment attempts answer their first result (Idempotency-Key).
  const idempotency = createIdempotency({ db: database.db, log: app.log.child({ module: 'idempotency' }) });
  app.addHook('onClose', async () => idempotency.close());
  const orderFeed = createOrderFeed({ database, log: app.log });
  app.addHook('onClose', () => orderFeed.close());
  registerStoreMetrics(app.metricsRegistry, {
    db: database.db,
    queue: app.jobs,
    paymentOverdueSeconds: 2 * config.PAYMENT_RECONCILE_AFTER_SECONDS,
    sseConnections: orderFeed.subscriberCount,
  });
  const staffOrders = createStaffOrdersService({
    db: database.db,
    orders,
    feed: orderFeed,
    countsTtlMs: config.STAFF_COUNTS_TTL_MS,
  });
  // A listening server keeps the facet counts current; tests (inject) refresh them themselves.
  let stopFacetRefresh = () => {};
  app.addHook('onListen', async () => {
    stopFacetRefresh = startFacetRefresh({ catalog, intervalMs: config.FACET_REFRESH_MS, log: app.log });
  });
  app.addHook('onClose', async () => stopFacetRefresh());
  const sendCached = createResponseCache({
    ttlMs: config.CATALOG_CACHE_TTL_MS,
    personalize: createFavoriteMarks({ db: database.db, identify }),
  });

  const catalogImports = createCatalogImportService({
    db: database.db,
    queue: app.jobs,
    dataDir: config.DATA_DIR,
    maxUploadBytes: config.IMPORT_MAX_BYTES,
    allowPrivatePhotoHosts: config.NODE_ENV !== 'production',
    inventory,
    retentionDays: config.IMPORT_RETENTION_DAYS,
    limits: { maxRows: config.IMPORT_MAX_ROWS, maxUnpackedBytes: config.IMPORT_MAX_UNPACKED_BYTES },
    log: app.log.child({ module: 'catalog-import' }),
  });
  registerCatalogImportJobs(app.jobs, catalogImports);

  collectStaffRoutes(app);
  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { images: createCatalogImagesService({ db: database.db }), art });
  const photoStore = createPhotoStore({
    db: database.db,
    storage: createDiskPhotoStorage(config.PHOTOS_DIR ?? join(config.DATA_DIR, 'photos')),
  });
  const reviews = createReviewsService({ db: database.db, photos: photoStore });
  await app.register(photosRoutes, { photos: photoStore });
  registerRecentSalesJob(app.jobs, database.db);
  app.jobs.registerDaily(SWEEP_PHOTOS_JOB, async () => {
    await photoStore.sweep();
  });
  registerImportPhotosJob(
    app.jobs,
    createImportPhotos({
      db: database.db,
      queue: app.jobs,
      photos: createImportedPhotos({ db: database.db, photos: photoStore }),
      fetch: {
        allowPrivateHosts: config.NODE_ENV !== 'production',
        maxBytes: MAX_PHOTO_BYTES,
        timeoutMs: config.IMPORT_PHOTO_TIMEOUT_MS,
      },
      reportPath: (importId) => importReportPath(config.DATA_DIR, importId),
    }),
  );
  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog, sendCached });
      await api.register(favoritesRoutes, { db: database.db, catalog, authenticate });
      await api.register(recentlyViewedRoutes, { db: database.db, catalog, authenticate });
      await api.register(cartRoutes, { cart, authenticate });
      await api.register(ordersRoutes, { orders, checkout, authenticate, idempotency, limiter });
      await api.register(deliveryRoutes, { delivery, limiter });
      await api.register(checkoutRoutes, { checkout, authenticate, limiter });
      await api.register(loyaltyRoutes, { points, authenticate, limiter });
      await api.register(paymentsRoutes, { payments, authenticate, idempotency, limiter });
      await api.register(authRoutes, { auth, authenticate, limiter, loginLimits, devices });
      await api.register(usersRoutes, { users, authenticate });
      await api.register(refundsRoutes, { refunds, authenticate });
      await api.register(staffRoutes, { staffAuth, team, authenticate, limiter, loginLimits, devices });
      await api.register(auditRoutes, { db: database.db, authenticate, requirePermission });
      await api.register(requestsRoutes, {
        requests: createRequestsService({ db: database.db, queue: app.jobs }),
        authenticate,
      });
      await api.register(helpRoutes, { help: createHelpService({ db: database.db, queue: app.jobs }), limiter });
      await api.register(staffOrdersRoutes, {
        staffOrders,
        feed: orderFeed,
        tickets: createEventsTickets({ secret: config.JWT_SECRET }),
        authenticate,
        db: database.db,
      });
      await api.register(staffCustomersRoutes, {
        customers: createStaffCustomersService({ db: database.db, returnsOf: refunds.returnsOf }),
        authenticate,
      });
      await api.register(staffDashboardRoutes, {
        dashboard: createStaffDashboardService({
          db: database.db,
          feed: orderFeed,
          inventory,
          ttlMs: config.STAFF_COUNTS_TTL_MS,
        }),
        authenticate,
      });
      await api.register(offlinePaymentsRoutes, {
        offlinePayments: createOfflinePaymentsService({
          db: database.db,
          orders,
          points,
          holds,
          seller: {
            legalName: config.SHOP_LEGAL_NAME,
            inn: config.SHOP_INN,
            legalAddress: config.SHOP_LEGAL_ADDRESS,
            bankName: config.SHOP_BANK_NAME,
            bic: config.SHOP_BANK_BIC,
            bankAccount: config.SHOP_BANK_ACCOUNT,
          },
          invoiceValidBusinessDays: config.INVOICE_VALID_BUSINESS_DAYS,
        }),
        staffOrders,
        authenticate,
      });
      await api.register(staffStockRoutes, {
        stock: createStaffStockService({ db: database.db, inventory }),
        authenticate,
      });
      await api.register(staffProductsRoutes, {
        products: createStaffProductsService({ db: database.db }),
        authenticate,
      });
      await api.register(staffPhotosRoutes, {
        photos: createStaffPhotosService({ db: database.db, photos: photoStore }),
        authenticate,
      });
      await api.register(staffBannersRoutes, {
        banners: createStaffBannersService({ db: database.db, photos: photoStore }),
        authenticate,
      });
      await api.register(staffPromotionsRoutes, {
        promoCodes: createStaffPromotionsService({ db: database.db, promotions }),
        authenticate,
      });
      await api.register(staffTaxonomyRoutes, {
        taxonomy: createStaffTaxonomyService({ db: database.db }),
        authenticate,
      });
      await api.register(catalogImportRoutes, { imports: catalogImports, db: database.db, authenticate });
      await api.register(stockAlertsRoutes, { alerts: stockAlerts, users, identify, limiter });
      await api.register(reviewsRoutes, { reviews, authenticate, identify, limiter });
      await api.register(staffReviewsRoutes, {
        moderation: createStaffReviewsService({ db: database.db }),
        authenticate,
      });
    },
    { prefix: '/api/v1' },
  );
  await app.register(unsubscribePageRoutes, { alerts: stockAlerts });
  for (const extension of extensions) await app.register(extension, { config, database });
  if (config.WEB_DIST_DIR) {
    await app.register(webRoutes, {
      distDir: config.WEB_DIST_DIR,
      db: database.db,
      catalog,
      reviews,
      publicUrl: config.PUBLIC_URL,
      cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
      sitemapUrlsPerFile: config.SITEMAP_URLS_PER_FILE,
    });
  }

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
