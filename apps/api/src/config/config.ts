import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** OWASP's argon2id baseline for password hashes; production never hashes with less. */
export const PRODUCTION_ARGON2 = { memoryKib: 19_456, passes: 2 } as const;

const configSchema = z.object({
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
  DATA_DIR: z.string().default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Generate the demo catalogue when the database has no products. */
  SEED_ON_START: booleanFlag.default(true),
  /** Number of products the demo catalogue generator makes. */
  CATALOG_SIZE: z.coerce.number().int().min(10).max(1_000_000).default(3000),
  /**
   * How long a catalogue read (listing, facets, search) may be served from the in-process
   * cache. Browsing tolerates a few seconds of staleness; cart and checkout always read stock.
   */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /** Directory of the built web app served at `/`. */
  WEB_DIST_DIR: z.string().optional(),
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
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
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
  /** Provider simulators and the mailbox under /_sandbox/; defaults to on outside production. */
  SANDBOX: booleanFlag.optional(),
  /** CDEK API v2, e.g. https://api.cdek.ru/v2; unset: this process's own sandbox. */
  CDEK_URL: z.url().optional(),
  CDEK_CLIENT_ID: z.string().default('aruu-sandbox'),
  CDEK_CLIENT_SECRET: z.string().default('aruu-sandbox-secure-password'),
  /** The shop's city as CDEK codes it (5444 is Bishkek in the sandbox only; look the real one up). */
  CDEK_SENDER_CITY_CODE: z.coerce.number().int().positive().default(5444),
  CDEK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Freedom Pay's API, e.g. https://api.freedompay.kg; unset: this process's own sandbox. */
  FREEDOM_PAY_URL: z.url().optional(),
  FREEDOM_PAY_MERCHANT_ID: z.string().default('sandbox-merchant'),
  FREEDOM_PAY_SECRET_KEY: z.string().default('sandbox-secret-key'),
  /** UDS Partner API v2, e.g. https://api.uds.app/partner/v2; unset: this process's own sandbox. */
  UDS_URL: z.url().optional(),
  UDS_COMPANY_ID: z.string().regex(/^\d+$/, 'the numeric UDS company id').default('549755819292'),
  UDS_API_KEY: z.string().min(1).default('sandbox-uds-key'),
  UDS_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  /** Courier delivery inside the shop's city, in som; free from FREE_DELIVERY_FROM_SOM. */
  CITY_DELIVERY_FEE_SOM: z.coerce.number().int().min(0).default(200),
  FREE_DELIVERY_FROM_SOM: z.coerce.number().int().min(0).default(4000),
  /** An unpaid order gives its stock back after this long. */
  ORDER_PAYMENT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  /** `npm run seed:admin` creates or promotes this account to admin. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'SANDBOX'> & { SANDBOX: boolean };

export class ConfigError extends Error {}

/** Parses the environment once at boot; nothing else in the server reads `process.env`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (config.NODE_ENV === 'production' && !config.FREEDOM_PAY_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  FREEDOM_PAY_URL: required in production (with the merchant id and key)',
    );
  }
  if (config.NODE_ENV === 'production' && !config.UDS_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  UDS_URL: required in production (with UDS_COMPANY_ID and UDS_API_KEY)',
    );
  }
  if (config.NODE_ENV === 'production' && !config.CDEK_URL) {
    throw new ConfigError('Invalid configuration:\n  CDEK_URL: required in production (with CDEK_CLIENT_ID/SECRET)');
  }
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    // Without it, reset links would land in the sandbox mailbox where no shopper sees them.
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required in production');
  }
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    // Payment callbacks, emailed links, canonical URLs and the sitemap are built from it; the
    // fallback (the request's Host header, or localhost) is only right on a developer's machine.
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production');
  }
  if (
    config.NODE_ENV === 'production' &&
    (config.ARGON2_MEMORY_KIB < PRODUCTION_ARGON2.memoryKib || config.ARGON2_PASSES < PRODUCTION_ARGON2.passes)
  ) {
    // The cheap cost tests use would make stolen hashes cheap to crack.
    throw new ConfigError(
      `Invalid configuration:\n  ARGON2_MEMORY_KIB, ARGON2_PASSES: at least ${PRODUCTION_ARGON2.memoryKib} KiB and ${PRODUCTION_ARGON2.passes} passes in production`,
    );
  }
  return { ...config, SANDBOX: config.SANDBOX ?? config.NODE_ENV !== 'production' };
}
