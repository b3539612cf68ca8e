import { staffPhotoEndpoints } from '@aruu/contract/staff-photos';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import { acceptPhotoUploads, readPhotoUpload } from './photo-upload.js';
import type { StaffPhotosService } from './staff-photos.service.js';

export const staffPhotosRoutes: FastifyPluginAsync<{
  photos: StaffPhotosService;
  authenticate: Authenticate;
}> = async (app, { photos, authenticate }) => {
  app.addHook('onRequest', authenticate);
  await acceptPhotoUploads(app);
  registerEndpoints(app, 'staff photos', staffPhotoEndpoints, {
    'GET /staff/products/:id/photos': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => photos.list(request.params.id),
    },
    'POST /staff/products/:id/photos': {
      preHandler: requirePermission('catalog.edit'),
      handler: async (request) => {
        const { bytes, fields } = await readPhotoUpload(request);
        return photos.upload(request.params.id, bytes, fields, staffActor(request));
      },
    },
    'PATCH /staff/products/:id/photos/:photo_id': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) =>
        photos.update(request.params.id, request.params.photo_id, request.body, staffActor(request)),
    },
    'PUT /staff/products/:id/photos/order': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => photos.reorder(request.params.id, request.body.photo_ids, staffActor(request)),
    },
    'DELETE /staff/products/:id/photos/:photo_id': {
      preHandler: requirePermission('catalog.edit'),
      handler: async (request) => {
        await photos.remove(request.params.id, request.params.photo_id, staffActor(request));
      },
    },
  });
};
