import { createHash } from 'node:crypto';
import { INT4_MAX } from '@aruu/contract/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { requestLanguage } from '../../http/language.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CatalogImagesService } from '../catalog/catalog-images.service.js';
import { type ImageArt, placeholderArt } from './image-art.js';

/** Any file name: one that names no image is simply not found, like a missing file. */
const svgFileParam = z.object({ file: z.string() });

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('etag', etag)
    // An SVG opened directly must not run anything, whatever it contains.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(svg);
}

/** The id in `<id>.svg`; anything else, or an id no row can have, is an image that does not exist. */
function idOf(file: string): number {
  const id = /^[1-9]\d{0,9}\.svg$/.test(file) ? Number.parseInt(file, 10) : 0;
  if (id < 1 || id > INT4_MAX) throw notFound('Image');
  return id;
}

export interface MediaRoutesOptions {
  images: CatalogImagesService;
  /** The shop's plain cards unless given (the demonstration store's generated art). */
  art?: ImageArt;
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { images, art = placeholderArt }) => {
  // Rendered images are small and requested over and over by listings.
  const imageCache = new TtlCache<string>({ ttlMs: 10 * 60 * 1000, maxEntries: 5000 });

  app.get('/media/products/:file', {
    schema: {
      hide: true,
      params: svgFileParam,
      // A shade's picture: the product in that variation's colour.
      querystring: z.object({ variation: z.coerce.number().int().min(1).max(INT4_MAX).optional() }),
    },
    handler: async (request, reply) => {
      const id = idOf(request.params.file);
      const { variation } = request.query;
      const svg = await imageCache.getOrLoad(`product:${id}:${variation ?? ''}`, async () => {
        const facts = await images.productImage(id, variation);
        if (!facts) throw notFound('Image');
        return art.product(facts);
      });
      return sendSvg(request, reply, svg);
    },
  });

  app.get('/media/banners/:file', {
    schema: {
      hide: true,
      params: svgFileParam,
      querystring: z.object({ lang: z.enum(['ru', 'en', 'ky']).optional() }),
    },
    handler: async (request, reply) => {
      const id = idOf(request.params.file);
      const lang = requestLanguage(request);
      const svg = await imageCache.getOrLoad(`banner:${id}:${lang}`, async () => {
        const facts = await images.bannerImage(id, lang);
        if (!facts) throw notFound('Image');
        return art.banner(facts);
      });
      return sendSvg(request, reply, svg);
    },
  });
};
