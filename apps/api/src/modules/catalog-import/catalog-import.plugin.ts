import { defaultExchangeMapping, type ExchangeMapping } from '@aruu/contract/staff-exchange';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImportedPhotos } from '../photos/imported-photos.js';
import { MAX_PHOTO_BYTES } from '../photos/photo-pipeline.js';
import type { PhotoStore } from '../photos/photo-store.js';
import { catalogImportRoutes } from './catalog-import.routes.js';
import {
  APPLY_IMPORT_JOB,
  type CatalogImportDeps,
  CHECK_IMPORT_JOB,
  createCatalogImportService,
  REMOVE_OLD_IMPORT_FILES_JOB,
} from './catalog-import.service.js';
import { commerceMlPicturesDirectory } from './commerceml-files.js';
import type { CommerceMlImports } from './commerceml-imports.js';
import { createImportPhotos, IMPORT_PHOTOS_JOB } from './import-photos.js';
import { importReportPath } from './import-report.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounting exchange's way into the catalogue import (commerceml-imports.ts). */
    commerceMlImports: CommerceMlImports;
  }
}

export interface CatalogImportModuleOptions
  extends Omit<CatalogImportDeps, 'queue' | 'inventory' | 'log' | 'exchangeMapping'> {
  photos: PhotoStore;
  importPhotoTimeoutMs: number;
  /** The saved exchange settings' mapping, for CommerceML files staff upload; the default without one. */
  exchangeMapping?: () => Promise<ExchangeMapping>;
}

/** Staff's spreadsheet imports of the catalogue: checked, applied, their photos fetched, by jobs. */
export const catalogImportModule = fp(
  async (
    app: FastifyInstance,
    { photos, importPhotoTimeoutMs, exchangeMapping, ...options }: CatalogImportModuleOptions,
  ) => {
    const { db, dataDir } = options;
    const imports = createCatalogImportService({
      ...options,
      exchangeMapping: exchangeMapping ?? (async () => defaultExchangeMapping),
      queue: app.jobs,
      inventory: app.inventory,
      log: app.log.child({ module: 'catalog-import' }),
    });
    const importPhotos = createImportPhotos({
      db,
      queue: app.jobs,
      photos: createImportedPhotos({ db, photos }),
      fetch: {
        allowPrivateHosts: options.allowPrivatePhotoHosts,
        maxBytes: MAX_PHOTO_BYTES,
        timeoutMs: importPhotoTimeoutMs,
      },
      reportPath: (importId) => importReportPath(dataDir, importId),
      picturesDirectory: (importId) => commerceMlPicturesDirectory(dataDir, importId),
    });
    app.decorate('commerceMlImports', {
      startCommerceMlImport: imports.startCommerceMlImport,
      importOutcome: imports.importOutcome,
    });
    app.jobs.register(CHECK_IMPORT_JOB, (payload) => imports.check((payload as { importId: number }).importId));
    app.jobs.register(APPLY_IMPORT_JOB, (payload, { attempt }) =>
      imports.apply((payload as { importId: number }).importId, attempt),
    );
    app.jobs.registerDaily(REMOVE_OLD_IMPORT_FILES_JOB, imports.removeOldFiles);
    app.jobs.register(IMPORT_PHOTOS_JOB, (payload) => {
      const { importId, fromRow = 0 } = payload as { importId: number; fromRow?: number };
      return importPhotos.run(importId, fromRow);
    });
    await app.register(catalogImportRoutes, { prefix: '/api/v1', imports, db, authenticate: app.authenticate });
  },
  { name: 'catalog-import', dependencies: ['jobs', 'auth', 'inventory'] },
);
