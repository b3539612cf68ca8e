import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { type PhotoFormat, photoFormats } from './photo-pipeline.js';
import type { PhotoStore } from './photo-store.js';

const contentTypes = Object.fromEntries(
  (Object.keys(photoFormats) as PhotoFormat[]).map((format) => [
    photoFormats[format].extension,
    photoFormats[format].contentType,
  ]),
);
/** `<sha256>-<width>.<avif|webp|jpg>`: anything else names no photo. */
const variantName = /^[0-9a-f]{64}-[1-9]\d{0,4}\.(avif|webp|jpg)$/;

/**
 * Serves photo variants. A name is the hash of the upload, so the bytes behind it never change:
 * browsers and CDNs may keep them for a year without asking again.
 */
export const photosRoutes: FastifyPluginAsync<{ photos: PhotoStore }> = async (app, { photos }) => {
  app.get('/photos/:file', {
    schema: { hide: true, params: z.object({ file: z.string() }) },
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = variantName.exec(file);
      const stream = match ? await photos.open(file) : undefined;
      if (!match || !stream) throw notFound('Photo');
      return reply
        .header('content-type', contentTypes[match[1]!])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });
};
