import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at boot; nothing else in the server reads `process.env`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
