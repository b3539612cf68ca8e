import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TtlCache } from '../lib/ttl-cache.js';
import { requestLanguage } from './language.js';

interface CachedBody {
  json: string;
  etag: string;
}

export type SendCached = <S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  compute: () => Promise<z.output<S>>,
  options?: { markFavorites?: boolean },
) => Promise<void>;

/** The product ids a signed-in viewer keeps as favourites; undefined for an anonymous one. */
export type FavoriteIdsFor = (request: FastifyRequest) => Promise<Set<number> | undefined>;

/** Adds `is_favorite` to a product page or to every card of a list, for one viewer. */
function markFavorites(value: unknown, favorites: Set<number>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as { id?: unknown; items?: unknown };
  if (Array.isArray(record.items)) {
    return {
      ...record,
      items: record.items.map((item: { id: number }) => ({ ...item, is_favorite: favorites.has(item.id) })),
    };
  }
  return typeof record.id === 'number' ? { ...record, is_favorite: favorites.has(record.id) } : value;
}

/**
 * Whole-response cache for public catalogue reads: the JSON is encoded through the route's
 * response schema once and kept as bytes, so a hit costs a map lookup instead of queries,
 * validation and serialisation. Keyed by method, URL, language and body; ETags let browsers
 * revalidate for free. With a TTL of 0 every request is computed.
 */
export function createResponseCache(options: { ttlMs: number; favoriteIdsFor: FavoriteIdsFor }): SendCached {
  const cache = new TtlCache<CachedBody>({ ttlMs: options.ttlMs, maxEntries: 5000 });
  return async (request, reply, schema, compute, { markFavorites: personal = false } = {}) => {
    const key = `${request.method} ${request.url} ${requestLanguage(request)} ${request.body ? JSON.stringify(request.body) : ''}`;
    const body = await cache.getOrLoad(key, async () => {
      const json = JSON.stringify(z.encode(schema, await compute()));
      return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    });
    // A signed-in viewer gets the shared answer with their hearts marked, never cached as shared.
    const favorites = personal ? await options.favoriteIdsFor(request) : undefined;
    if (favorites) {
      reply.header('cache-control', 'private, no-store').send(markFavorites(JSON.parse(body.json), favorites));
    } else {
      reply.header('etag', body.etag).header('vary', 'Accept-Language');
      // A ready JSON string, which Fastify passes through without serialising again.
      if (request.headers['if-none-match'] === body.etag) reply.status(304).send();
      else reply.type('application/json; charset=utf-8').send(body.json);
    }
    // Settles once the answer is out. Were the handler's promise to settle with undefined while
    // compression still streams the body, Fastify would take it as "nothing sent" and send again.
    await reply;
  };
}
