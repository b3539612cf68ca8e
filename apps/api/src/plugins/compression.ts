import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses the responses built per request (API JSON, the storefront's HTML) for browsers
 * that accept it. A catalogue page of JSON shrinks about fivefold, which on a phone's network is
 * most of its download time. Brotli at quality 4 costs about what gzip does and packs tighter;
 * the default 11 is for files compressed once, as the build does for the static assets, which
 * arrive here already encoded and pass through untouched.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
