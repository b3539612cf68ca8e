import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { type PhotoStore, SWEEP_PHOTOS_JOB } from './photo-store.js';
import { photosRoutes } from './photos.routes.js';
import { staffPhotosRoutes } from './staff-photos.routes.js';
import { createStaffPhotosService } from './staff-photos.service.js';

/** Uploaded photos: served at /photos, attached to products by staff, swept when unused. */
export const photosModule = fp(
  async (app: FastifyInstance, { db, photos }: { db: Db; photos: PhotoStore }) => {
    app.jobs.registerDaily(SWEEP_PHOTOS_JOB, async () => {
      await photos.sweep();
    });
    await app.register(photosRoutes, { photos });
    await app.register(staffPhotosRoutes, {
      prefix: '/api/v1',
      photos: createStaffPhotosService({ db, photos }),
      authenticate: app.authenticate,
    });
  },
  { name: 'photos', dependencies: ['jobs', 'auth'] },
);
