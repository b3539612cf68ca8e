import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { endedBefore } from './accounting-exchange.repository.js';
import { accountingExchangeRoutes } from './accounting-exchange.routes.js';
import { createAccountingExchangeService } from './accounting-exchange.service.js';
import { type CatalogExchangeImport, createCatalogExchange } from './catalog-exchange.js';
import { commerceMlRoutes } from './commerceml.routes.js';
import { createCommerceMlService } from './commerceml.service.js';
import { createExchangeFiles } from './exchange-files.js';
import { createExchangeSessions } from './exchange-sessions.js';
import { createSaleExchange } from './sale-exchange.js';

/** The part size told to the accounting system at `init` (`file_limit`): 1C cuts bigger files into parts this size. */
export const EXCHANGE_FILE_LIMIT_BYTES = 8 * 1024 * 1024;

export interface AccountingExchangeOptions {
  db: Db;
  /** The catalogue import's CommerceML reading; null while the shop has none (the catalogue side then answers failure). */
  catalogImport: CatalogExchangeImport;
  /** Files of a run are kept under `<dataDir>/exchange/<run>` (beside the imports' `<dataDir>/imports`). */
  dataDir: string;
  /** The most one run may send, all files together, and what its archives may unpack to (the import's limits). */
  maxRunBytes: number;
  maxUnpackedBytes: number;
  fileLimitBytes?: number;
  /** Days a run's files are kept after its session ended (the imports' IMPORT_RETENTION_DAYS). */
  retentionDays: number;
}

export const REMOVE_OLD_EXCHANGE_FILES_JOB = 'accounting-exchange.remove-old-files';

/** The accounting exchange (1C, МойСклад): the CommerceML endpoint it calls, and its settings and log for staff. */
export const accountingExchangeModule = fp(
  async (app: FastifyInstance, options: AccountingExchangeOptions) => {
    const { db, catalogImport, dataDir, maxRunBytes, maxUnpackedBytes } = options;
    const fileLimitBytes = options.fileLimitBytes ?? EXCHANGE_FILE_LIMIT_BYTES;
    const files = createExchangeFiles({ dataDir, maxRunBytes, maxUnpackedBytes });
    app.jobs.registerDaily(REMOVE_OLD_EXCHANGE_FILES_JOB, async () => {
      for (const id of await endedBefore(db, await files.runsWithFiles(), options.retentionDays))
        await files.remove(id);
    });
    const commerceMl = createCommerceMlService({
      db,
      sessions: createExchangeSessions({ db, passwords: app.passwords, limiter: app.limiter }),
      files,
      catalog: createCatalogExchange({ db, files, catalog: catalogImport }),
      sale: createSaleExchange({ db, orders: app.orders, files }),
      fileLimitBytes,
    });
    await app.register(commerceMlRoutes, { prefix: '/api/v1', commerceMl, fileLimitBytes });
    await app.register(accountingExchangeRoutes, {
      prefix: '/api/v1',
      exchange: createAccountingExchangeService({ db, passwords: app.passwords }),
      authenticate: app.authenticate,
    });
  },
  { name: 'accounting-exchange', dependencies: ['jobs', 'auth', 'rate-limit', 'orders'] },
);
