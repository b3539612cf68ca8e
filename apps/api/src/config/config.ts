import { availableParallelism } from 'node:os';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** CDEK tariff codes, comma-separated: at least one, each once, in the order that breaks a tie in price. */
const tariffCodes = z
  .string()
  .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'comma-separated CDEK tariff codes, e.g. 482,11')
  .transform((value) => value.split(',').map(Number))
  .refine((codes) => codes.every((code) => code > 0), 'a tariff code is a positive number')
  .refine((codes) => new Set(codes).size === codes.length, 'each tariff code once');

/** OWASP's argon2id baseline for password hashes; production never hashes with less. */
export const PRODUCTION_ARGON2 = { memoryKib: 19_456, passes: 2 } as const;

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * How many reverse proxies in front of the store may set X-Forwarded-For (a hop count, or
   * their addresses, comma-separated). Off by default: trusting the header from anyone would
   * let a client choose the address that rate limits count.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/,\s]+)$/, 'a hop count or a list of proxy addresses')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(',').map((part) => part.trim())))
    .optional(),
  /** Public origin of the store, used for absolute links (emails, sitemap, canonical URLs). */
  PUBLIC_URL: z.url().optional(),
  /** A PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * How long a request waits for a PostgreSQL connection (a new one, or a free one in a full
   * pool) before it is answered 503: a server that is down must not hold requests.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * The longest one statement of a request may run (PostgreSQL's statement_timeout, cancelled
   * by the server, answered 503). Migrations, the seed and scripts run without it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATA_DIR: z.string().default('data'),
  /**
   * Where uploaded photos' variants are kept; default `<DATA_DIR>/photos`. Any directory works,
   * a mounted S3-compatible bucket included (docs/operations.md).
   */
  PHOTOS_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Apply the committed migrations at start (under an advisory lock). Off: the start only checks
   * that the release step (`node apps/api/dist/scripts/migrate.js`) has run, so the server's
   * database role needs no right to change the schema.
   */
  MIGRATE_ON_START: booleanFlag.default(true),
  /**
   * The demonstration store (apps/demo) generates its catalogue into a database with no products;
   * defaults to off in production, whose server has no generator.
   */
  SEED_ON_START: booleanFlag.optional(),
  /** Number of products the demo catalogue generator makes. */
  CATALOG_SIZE: z.coerce.number().int().min(10).max(1_000_000).default(3000),
  /**
   * How long the sitemap's page list may be served from the in-process cache: crawlers tolerate a
   * few seconds of staleness. Pages and their heads are kept exactly (decision 085).
   */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * How long the catalogue's API answers (listings, facets, search, product pages, the shops and
   * their availability) may be reused while the catalogue's version stays (decision 078), a
   * server-rendered page and its head likewise (decision 085), and a render while the answers it is
   * made from stay (decision 079): a write is seen by
   * the next request whatever this is; it bounds only what the clock changes (the "new" badge, a
   * banner's dates). 0 computes every answer.
   */
  CATALOG_REUSE_MAX_AGE_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often the precounted listing facets are rebuilt after catalogue writes (listings count live meanwhile). */
  FACET_REFRESH_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * How long the orders board's per-status counts and the dashboard's figures may be reused by a
   * process: past it one request recomputes them while the others still get the old ones; any
   * new order or status change (the live feed) drops them at once.
   */
  STAFF_COUNTS_TTL_MS: z.coerce.number().int().min(0).default(3000),
  /** A variation with this many units or fewer is listed as low in stock on the dashboard. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).default(5),
  /** The largest catalogue file an import takes (CSV or XLSX), in bytes. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  /**
   * The most data rows an import file may have (CSV or XLSX): three variations each for the
   * 100,000 products the catalogue is built for. A file past it is refused as it is read.
   */
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(300_000),
  /**
   * The most an XLSX file may unpack to, in bytes, counted while unpacking and before anything is
   * parsed (so is an unpacked size over 100 times the file's own: a zip bomb). The export unpacks
   * to about 3 kB a row with the demo's texts: IMPORT_MAX_ROWS rows with twice as much text fit.
   */
  IMPORT_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(2 * 1024 * 1024 * 1024),
  /** How long the import may take to download one photo URL (redirects included), in ms. */
  IMPORT_PHOTO_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Days an import's uploaded file and report are kept after it ended (or was checked and never run). */
  IMPORT_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
  /** Directory of the built web app served at `/`. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Worker threads rendering the catalogue and product pages (modules/web render-pool.ts), off
   * the thread that answers the API. Default: every core but the one the API's thread keeps.
   */
  SSR_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .default(() => Math.max(1, availableParallelism() - 1)),
  /**
   * Renders waiting for a worker, per worker, at most; a page past them is sent without its
   * server render (the browser renders it), so a crawler cannot queue the shop behind it.
   */
  SSR_QUEUE_PER_WORKER: z.coerce.number().int().min(0).default(8),
  /** A render taking longer, once a worker has it, is given up and its worker replaced, in ms. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(10).default(5000),
  /**
   * URLs per sitemap file; more make /sitemap.xml an index of /sitemap-{n}.xml. The protocol
   * allows 50,000 URLs and 50 MB; with three language alternates a URL takes about 0.5 kB.
   */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  /**
   * Signs access tokens (HS256). Required in production; in development one is generated and
   * kept under DATA_DIR so logins survive restarts.
   */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The bearer token Prometheus sends for /metrics (`Authorization: Bearer …`). Required in
   * production; elsewhere /metrics is open unless it is set.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long a staff session lasts from its sign-in, refreshes included: one working shift, then
   * the password and a code again. Shoppers' sessions last REFRESH_TOKEN_TTL_DAYS.
   */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  /** How long an emailed invitation to the staff stays valid. */
  STAFF_INVITE_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(14 * 24)
    .default(72),
  /**
   * Encrypts the staff's TOTP secrets at rest (AES-256-GCM, key derived with HKDF): a copy of the
   * database alone does not give anyone second factors. Required in production.
   */
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /**
   * argon2id cost of password hashes: OWASP's baseline (19 MiB, 2 passes) by default, and no
   * less in production. Tests lower it: they register hundreds of shoppers.
   */
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(8)
    .max(4 * 1024 * 1024)
    .default(PRODUCTION_ARGON2.memoryKib),
  ARGON2_PASSES: z.coerce.number().int().min(1).max(100).default(PRODUCTION_ARGON2.passes),
  /** Outgoing mail server, e.g. smtp://user:pass@mail.example.kg:587; unset: the sandbox mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Aruu <hello@aruu.kg>'),
  /** Rate limits live in Redis when set (shared by every API process), else in PostgreSQL. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /**
   * The providers are simulators: payments are marked as tests, unset provider URLs point at this
   * origin's /_sandbox/, where the demonstration store (apps/demo) serves them and the mailbox.
   * Defaults to on outside production.
   */
  SANDBOX: booleanFlag.optional(),
  /** CDEK API v2, e.g. https://api.cdek.ru/v2; unset: this process's own sandbox. */
  CDEK_URL: z.url().optional(),
  /** The provider accounts below are required in production; elsewhere `sandboxCredentials`. */
  CDEK_CLIENT_ID: z.string().optional(),
  CDEK_CLIENT_SECRET: z.string().optional(),
  /**
   * The shop's city as CDEK codes it (look it up with location/suggest/cities on the shop's
   * account). Required in production; elsewhere the simulator's Bishkek.
   */
  CDEK_SENDER_CITY_CODE: z.coerce.number().int().positive().optional(),
  /**
   * CDEK tariffs a courier delivery may use (office → door), and a delivery to a CDEK pickup
   * point (office → office): the cheapest of them CDEK sells on the route is taken
   * (docs/decisions/045).
   */
  CDEK_DOOR_TARIFF_CODES: tariffCodes.default([482, 11]),
  CDEK_PICKUP_POINT_TARIFF_CODES: tariffCodes.default([483, 10]),
  CDEK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Freedom Pay's API, e.g. https://api.freedompay.kg; unset: this process's own sandbox. */
  FREEDOM_PAY_URL: z.url().optional(),
  FREEDOM_PAY_MERCHANT_ID: z.string().optional(),
  FREEDOM_PAY_SECRET_KEY: z.string().optional(),
  /** UDS Partner API v2, e.g. https://api.uds.app/partner/v2; unset: this process's own sandbox. */
  UDS_URL: z.url().optional(),
  UDS_COMPANY_ID: z.string().regex(/^\d+$/, 'the numeric UDS company id').optional(),
  UDS_API_KEY: z.string().optional(),
  UDS_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** How long a linked UDS account's balance (and a cart's points) is kept before UDS is asked again; 0: every time. */
  UDS_BALANCE_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * The shop's Telegram bot (from @BotFather) and the chat it tells about new orders; without
   * them Telegram notifications are off. Outside production the sandbox's token reaches
   * this process's simulator.
   */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, "a bot token from @BotFather ('123456:ABC…')")
    .optional(),
  /** A chat's numeric id (groups are negative) or a channel's `@username`. */
  TELEGRAM_CHAT_ID: z
    .string()
    .regex(/^(-?\d+|@\w{5,})$/, "a chat id ('-100…') or a channel's @username")
    .optional(),
  /** The Bot API, `https://api.telegram.org` by default; with SANDBOX on and unset, this process's simulator. */
  TELEGRAM_API_URL: z.url().optional(),
  /**
   * WhatsApp Business Platform (Cloud API): the buyer hears about their order on WhatsApp when they
   * opted in. Without the four below the channel is off and no message is queued. The token is a
   * system user's access token; the phone number id is the business number's in WhatsApp Manager;
   * the app secret signs the webhooks (X-Hub-Signature-256); the verify token is the one typed
   * into the app's webhook settings.
   */
  WHATSAPP_ACCESS_TOKEN: z.string().min(20, 'a Cloud API access token').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'the numeric phone number id').optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'the Meta app secret').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** The Graph API, `https://graph.facebook.com` by default; with SANDBOX on and unset, this process's simulator. */
  WHATSAPP_GRAPH_URL: z.url().optional(),
  /** The Graph API version in the path (`v23.0`). */
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, "a Graph API version ('v23.0')")
    .default('v23.0'),
  /** Courier delivery inside the shop's city, in som; free from FREE_DELIVERY_FROM_SOM. */
  CITY_DELIVERY_FEE_SOM: z.coerce.number().int().min(0).default(200),
  FREE_DELIVERY_FROM_SOM: z.coerce.number().int().min(0).default(4000),
  /** Days the shop's own courier takes in its city from the day an order leaves (0: the same day). */
  CITY_COURIER_DAYS: z.coerce.number().int().min(0).max(14).default(1),
  /** How long a buyer has to answer a change staff propose to their order before the shop's default applies. */
  ORDER_CHANGE_ANSWER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(24),
  /** An unpaid order gives its stock back after this long. */
  ORDER_PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * An unpaid card order staff took for a customer (order-entry) waits this long for the payment
   * through the link mailed to them: they read their mail later than a shopper at the checkout pays.
   */
  TAKEN_ORDER_PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(24 * 60),
  /**
   * A card payment still pending this long after it started is looked up at the provider and
   * settled as its callback would have; later checks follow at doubling intervals.
   */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 60 * 60)
    .default(300),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  /**
   * On SIGTERM, how long readiness answers 503 while requests are still served, before the
   * server stops listening: longer than the balancer needs to notice (deploy/Caddyfile checks
   * /readyz every 2 s). A whole shutdown takes this plus up to 10 s (compose's stop_grace_period).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /**
   * Days a finished (done or failed) job is kept before the daily `jobs.prune` deletes it; a job
   * with a dedupe key keeps an emptied row, so its key still holds.
   */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * A bank-transfer order's invoice is valid this many business days (Monday to Friday, Bishkek
   * time) after the order is placed; an order still unpaid then is cancelled and restocked.
   */
  INVOICE_VALID_BUSINESS_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /**
   * The seller on invoices (счёт на оплату): the shop's legal details. Required in production;
   * elsewhere `sandboxShopDetails` fill in, marked as samples.
   */
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  /** The shop's INN: 14 digits in Kyrgyzstan. */
  SHOP_INN: z
    .string()
    .regex(/^\d{14}$/, 'the 14-digit INN')
    .optional(),
  SHOP_LEGAL_ADDRESS: z.string().trim().min(1).max(300).optional(),
  SHOP_BANK_NAME: z.string().trim().min(1).max(200).optional(),
  /** The bank's BIC: 6 digits in Kyrgyzstan. */
  SHOP_BANK_BIC: z
    .string()
    .regex(/^\d{6}$/, 'the 6-digit BIC')
    .optional(),
  /** The shop's settlement account: 16 digits in Kyrgyzstan. */
  SHOP_BANK_ACCOUNT: z
    .string()
    .regex(/^\d{16}$/, 'the 16-digit account number')
    .optional(),
  /** `npm run seed:admin` creates or promotes this account to admin. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
});

/**
 * The provider credentials outside production, which the simulators (apps/demo/src/sandbox) then
 * accept, and the TOTP key of development and tests. Being in this repository, they are no
 * secret: production refuses them, even with SANDBOX on (the simulators take whatever
 * credentials the store is given).
 */
const sandboxCredentials = {
  TOTP_ENCRYPTION_KEY: 'aruu-sandbox-totp-key-from-the-repository',
  CDEK_CLIENT_ID: 'aruu-sandbox',
  CDEK_CLIENT_SECRET: 'aruu-sandbox-secure-password',
  FREEDOM_PAY_MERCHANT_ID: 'sandbox-merchant',
  FREEDOM_PAY_SECRET_KEY: 'sandbox-secret-key',
  UDS_COMPANY_ID: '549755819292',
  UDS_API_KEY: 'sandbox-uds-key',
} as const;
type Credential = keyof typeof sandboxCredentials;

/**
 * The seller's details on invoices outside production: plainly samples, so that a developer's
 * invoice cannot be mistaken for a real one. Production requires the real ones.
 */
const sandboxShopDetails = {
  SHOP_LEGAL_NAME: 'ОсОО «Аруу» (образец)',
  SHOP_INN: '00000000000000',
  SHOP_LEGAL_ADDRESS: 'Кыргызская Республика, г. Бишкек, ул. Образцовая, 1',
  SHOP_BANK_NAME: 'ОАО «Образец Банк»',
  SHOP_BANK_BIC: '000000',
  SHOP_BANK_ACCOUNT: '0000000000000000',
} as const;
type ShopDetail = keyof typeof sandboxShopDetails;

/**
 * The bot token the Telegram simulator answers to (`/_sandbox/telegram`). Telegram stays off
 * unless a token is set, so it is no default: a developer sets it to try the notifications.
 */
export const SANDBOX_TELEGRAM_BOT_TOKEN = '1000000001:aruu-sandbox-telegram-bot-token';

/**
 * The settings the WhatsApp Cloud API simulator (`/_sandbox/whatsapp`) answers to, like the
 * Telegram token: WhatsApp stays off unless they are set, so they are no default. Production
 * refuses them.
 */
export const SANDBOX_WHATSAPP = {
  WHATSAPP_ACCESS_TOKEN: 'aruu-sandbox-whatsapp-access-token',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_APP_SECRET: 'aruu-sandbox-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'aruu-sandbox-whatsapp-verify-token',
} as const;

/** WhatsApp is on with all of these, off with none (`loadConfig` refuses some). */
const WHATSAPP_SETTINGS = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/**
 * The CDEK simulator's own code for Bishkek (apps/demo/src/sandbox/cdek). Never a production
 * default: a real account's codes differ, and a quote from the wrong city is a wrong price.
 */
const SANDBOX_CDEK_SENDER_CITY_CODE = 5444;

/** Each provider: its API's address, the account it is used with, and that account's secret. */
const providers = [
  { url: 'CDEK_URL', id: 'CDEK_CLIENT_ID', secret: 'CDEK_CLIENT_SECRET' },
  { url: 'FREEDOM_PAY_URL', id: 'FREEDOM_PAY_MERCHANT_ID', secret: 'FREEDOM_PAY_SECRET_KEY' },
  { url: 'UDS_URL', id: 'UDS_COMPANY_ID', secret: 'UDS_API_KEY' },
] as const;

/** The providers' keys we know of have 16 characters or more; the secrets we make ourselves, 32. */
const MIN_PROVIDER_SECRET_LENGTH = 16;
/** Fewer distinct characters than this is a placeholder ("xxxx…", "changeme…"), not a secret. */
const MIN_DISTINCT_CHARACTERS = 8;

type Parsed = z.infer<typeof configSchema>;

export type Config = Omit<Parsed, 'SANDBOX' | 'SEED_ON_START' | 'CDEK_SENDER_CITY_CODE' | Credential | ShopDetail> & {
  SANDBOX: boolean;
  SEED_ON_START: boolean;
  CDEK_SENDER_CITY_CODE: number;
} & Record<Credential | ShopDetail, string>;

export class ConfigError extends Error {}

/** Parses the environment once at boot; nothing else in the server reads `process.env`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const config = parsed.data;
  if ((config.TELEGRAM_BOT_TOKEN === undefined) !== (config.TELEGRAM_CHAT_ID === undefined)) {
    // One without the other would turn notifications on with nowhere to send them, or leave them silently off.
    throw configError(['TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID: set both, or neither to leave Telegram off']);
  }
  const whatsapp = WHATSAPP_SETTINGS.filter((key) => config[key] !== undefined);
  if (whatsapp.length > 0 && whatsapp.length < WHATSAPP_SETTINGS.length) {
    // Some without the others would send messages whose statuses never arrive, or the reverse.
    throw configError([`${WHATSAPP_SETTINGS.join(', ')}: set all four, or none to leave WhatsApp off`]);
  }
  const production = config.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(config);
    if (problems.length > 0) throw configError(problems);
  }
  // Production has refused any missing credential above: the sandbox's fill in elsewhere only.
  const credentials = Object.fromEntries(
    (Object.keys(sandboxCredentials) as Credential[]).map((key) => [key, config[key] ?? sandboxCredentials[key]]),
  ) as Record<Credential, string>;
  const shopDetails = Object.fromEntries(
    (Object.keys(sandboxShopDetails) as ShopDetail[]).map((key) => [key, config[key] ?? sandboxShopDetails[key]]),
  ) as Record<ShopDetail, string>;
  return {
    ...config,
    ...credentials,
    ...shopDetails,
    CDEK_SENDER_CITY_CODE: config.CDEK_SENDER_CITY_CODE ?? SANDBOX_CDEK_SENDER_CITY_CODE,
    SANDBOX: config.SANDBOX ?? !production,
    SEED_ON_START: config.SEED_ON_START ?? !production,
  };
}

function configError(problems: string[]) {
  return new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/**
 * What production refuses: anything missing that has only a development fallback, secrets that
 * are short or placeholders, and the repository's sandbox credentials.
 */
function productionProblems(config: Parsed): string[] {
  const problems: string[] = [];
  const requireSetting = (key: keyof Parsed, why: string) => {
    if (config[key] === undefined) problems.push(`${key}: required in production (${why})`);
  };
  requireSetting('JWT_SECRET', 'signs access tokens');
  requireSetting('METRICS_TOKEN', 'the bearer token that guards /metrics');
  // Payment callbacks, emailed links, canonical URLs and the sitemap are built from it; the
  // fallback (the request's Host header, or localhost) is only right on a developer's machine.
  requireSetting('PUBLIC_URL', "the store's public origin");
  // Without it, reset links would land in the sandbox mailbox where no shopper sees them.
  requireSetting('SMTP_URL', 'the outgoing mail server');
  requireSetting('TOTP_ENCRYPTION_KEY', "encrypts the staff's TOTP secrets");
  for (const key of Object.keys(sandboxShopDetails) as ShopDetail[]) {
    requireSetting(key, "the seller's details on bank-transfer invoices");
  }
  if (config.TOTP_ENCRYPTION_KEY === sandboxCredentials.TOTP_ENCRYPTION_KEY) {
    problems.push("TOTP_ENCRYPTION_KEY: is the sandbox's value from the repository, refused in production");
  }
  for (const key of ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const) {
    if (config[key] === SANDBOX_WHATSAPP[key]) problems.push(`${key}: is the sandbox's value from the repository`);
  }
  for (const secret of ['JWT_SECRET', 'METRICS_TOKEN', 'TOTP_ENCRYPTION_KEY'] as const) {
    problems.push(...weakness(secret, config[secret]));
  }
  requireSetting('CDEK_SENDER_CITY_CODE', "the shop's city as the CDEK account codes it");
  for (const provider of providers) {
    requireSetting(provider.url, "the provider's API; unset means this process's sandbox");
    requireSetting(provider.id, "from the provider's merchant account");
    requireSetting(provider.secret, "from the provider's merchant account");
    for (const key of [provider.id, provider.secret]) {
      if (config[key] === sandboxCredentials[key]) {
        problems.push(`${key}: is the sandbox's value from the repository, refused in production`);
      }
    }
    problems.push(...weakness(provider.secret, config[provider.secret], MIN_PROVIDER_SECRET_LENGTH));
  }
  if (config.TELEGRAM_BOT_TOKEN === SANDBOX_TELEGRAM_BOT_TOKEN) {
    problems.push("TELEGRAM_BOT_TOKEN: is the sandbox's value from the repository, refused in production");
  }
  if (config.ARGON2_MEMORY_KIB < PRODUCTION_ARGON2.memoryKib || config.ARGON2_PASSES < PRODUCTION_ARGON2.passes) {
    // The cheap cost tests use would make stolen hashes cheap to crack.
    problems.push(
      `ARGON2_MEMORY_KIB, ARGON2_PASSES: at least ${PRODUCTION_ARGON2.memoryKib} KiB and ${PRODUCTION_ARGON2.passes} passes in production`,
    );
  }
  return problems;
}

function weakness(key: string, value: string | undefined, minLength = 32): string[] {
  if (value === undefined) return [];
  if (value.length < minLength) return [`${key}: must be at least ${minLength} characters in production`];
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return [`${key}: is a placeholder, not a random secret`];
  // A pattern typed twice or more carries no more randomness than the pattern, whatever its length.
  if (shortestPeriod(value) <= value.length / 2) return [`${key}: is a short pattern repeated, not a random secret`];
  return [];
}

/**
 * The length of the shortest pattern whose repetition (the last copy may be cut short) spells
 * `value`: the string's length minus its longest proper prefix that is also a suffix (the
 * Knuth–Morris–Pratt failure function), in one linear pass.
 */
function shortestPeriod(value: string): number {
  const border = new Array<number>(value.length).fill(0);
  for (let i = 1, matched = 0; i < value.length; i += 1) {
    while (matched > 0 && value[i] !== value[matched]) matched = border[matched - 1]!;
    if (value[i] === value[matched]) matched += 1;
    border[i] = matched;
  }
  return value.length - (border[value.length - 1] ?? 0);
}
