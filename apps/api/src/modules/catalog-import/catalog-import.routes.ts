import { Readable } from 'node:stream';
import { roleMay } from '@aruu/contract/staff-access';
import { staffImportEndpoints } from '@aruu/contract/staff-import';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import { exportCatalogue, exportTemplate } from './catalog-export.js';
import type { CatalogImportService } from './catalog-import.service.js';

/** The content types an upload may have; the file's name (.csv, .xlsx, CommerceML's .xml or .zip) decides how it is read. */
const uploadTypes = [
  'text/csv',
  'text/xml',
  'application/xml',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function sendFile(reply: FastifyReply, stream: Readable, name: string, format: 'csv' | 'xlsx') {
  return reply
    .type(contentTypes[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** The export's `cost` column is only for roles holding `reports.view`. */
const exportViewer = (request: FastifyRequest) => ({ seesCosts: roleMay(currentUser(request).role, 'reports.view') });

export const catalogImportRoutes: FastifyPluginAsync<{
  imports: CatalogImportService;
  db: Db;
  authenticate: Authenticate;
}> = async (app, { imports, db, authenticate }) => {
  app.addHook('onRequest', authenticate);
  // The upload is streamed to disk as it arrives: the body is handed over unread.
  app.addContentTypeParser(uploadTypes, (_request, payload, done) => done(null, payload));
  registerEndpoints(app, 'staff catalogue import', staffImportEndpoints, {
    'POST /staff/catalog-imports': {
      preHandler: requirePermission('catalog.edit'),
      handler: async (request) => {
        if (!(request.body instanceof Readable))
          throw new AppError(
            'invalid_data',
            'unsupported_media_type',
            'send the file itself as text/csv, XLSX, or CommerceML XML or zip',
          );
        const id = await imports.upload(request.body, request.query.file_name, staffActor(request));
        return imports.detail(id, requestLanguage(request));
      },
    },
    'GET /staff/catalog-imports': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => imports.list(requestLanguage(request)),
    },
    'GET /staff/catalog-imports/:id': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => imports.detail(request.params.id, requestLanguage(request)),
    },
    'POST /staff/catalog-imports/:id/start': {
      preHandler: requirePermission('catalog.edit'),
      handler: async (request) => {
        await imports.start(request.params.id, staffActor(request));
        return imports.detail(request.params.id, requestLanguage(request));
      },
    },
    'GET /staff/catalog-imports/:id/report': {
      preHandler: requirePermission('catalog.edit'),
      handler: async (request, reply) =>
        sendFile(
          reply,
          await imports.report(request.params.id, requestLanguage(request)),
          `import-${request.params.id}-report`,
          'csv',
        ),
    },
    'GET /staff/catalog-export': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request, reply) =>
        sendFile(
          reply,
          exportCatalogue(db, request.query.format, exportViewer(request)),
          'catalogue',
          request.query.format,
        ),
    },
    'GET /staff/catalog-import-template': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request, reply) =>
        sendFile(
          reply,
          exportTemplate(request.query.format, exportViewer(request)),
          'catalogue-template',
          request.query.format,
        ),
    },
  });
};
