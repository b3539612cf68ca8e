import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { PhotoStore } from '../photos/photo-store.js';
import { staffBannersRoutes } from './staff-banners.routes.js';
import { createStaffBannersService } from './staff-banners.service.js';

/** The storefront's banners, with their pictures, as staff edit them. */
export const staffBannersModule = fp(
  async (app: FastifyInstance, options: { db: Db; photos: PhotoStore }) => {
    await app.register(staffBannersRoutes, {
      prefix: '/api/v1',
      banners: createStaffBannersService(options),
      authenticate: app.authenticate,
    });
  },
  { name: 'staff-banners', dependencies: ['auth'] },
);
