import { staffBannerEndpoints } from '@aruu/contract/staff-banners';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { Authenticate } from '../auth/authenticate.js';
import { acceptPhotoUploads, readPhotoUpload } from '../photos/photo-upload.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffBannersService } from './staff-banners.service.js';

export const staffBannersRoutes: FastifyPluginAsync<{
  banners: StaffBannersService;
  authenticate: Authenticate;
}> = async (app, { banners, authenticate }) => {
  app.addHook('onRequest', authenticate);
  await acceptPhotoUploads(app);
  registerEndpoints(app, 'staff banners', staffBannerEndpoints, {
    'GET /staff/banners': {
      preHandler: requirePermission('catalog.edit'),
      handler: () => banners.list(),
    },
    'POST /staff/banners': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => banners.create(request.body, staffActor(request)),
    },
    'PATCH /staff/banners/:id': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => banners.update(request.params.id, request.body, staffActor(request)),
    },
    'PUT /staff/banners/order': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => banners.reorder(request.body.banner_ids, staffActor(request)),
    },
    'POST /staff/banners/:id/images/:lang': {
      preHandler: requirePermission('catalog.edit'),
      handler: async (request) => {
        const { bytes } = await readPhotoUpload(request);
        return banners.setImage(request.params.id, request.params.lang, bytes, staffActor(request));
      },
    },
    'DELETE /staff/banners/:id/images/:lang': {
      preHandler: requirePermission('catalog.edit'),
      handler: (request) => banners.removeImage(request.params.id, request.params.lang, staffActor(request)),
    },
  });
};
