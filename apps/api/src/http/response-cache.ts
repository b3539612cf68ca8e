import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from './language.js';

export interface CachedBody {
  json: string;
  etag: string;
}

export type SendCached = <S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  compute: () => Promise<z.output<S>>,
  options?: { personal?: boolean },
) => Promise<void>;

/**
 * For an answer marked `personal`: how this viewer's copy differs from the shared answer (a
 * function of the decoded shared answer), or undefined when the viewer gets the shared one.
 */
export type Personalize = (request: FastifyRequest) => Promise<((shared: unknown) => unknown) | undefined>;

/** How answers are kept: the answer under `key`, computed by `compute` when none is kept. */
export type KeepAnswers = (key: string, compute: () => Promise<CachedBody>) => Promise<CachedBody>;

/**
 * Whole-response cache for public catalogue reads: the JSON is encoded through the route's
 * response schema once and kept as bytes, so a hit costs a map lookup instead of queries,
 * validation and serialisation. Keyed by method, URL, language and body; ETags let browsers
 * revalidate for free. How long an answer is kept is `keep`'s: while the catalogue stays as it was
 * (modules/catalog/catalog-reuse.ts).
 */
export function createResponseCache(options: { keep: KeepAnswers; personalize: Personalize }): SendCached {
  return async (request, reply, schema, compute, { personal = false } = {}) => {
    const key = `${request.method} ${request.url} ${requestLanguage(request)} ${request.body ? JSON.stringify(request.body) : ''}`;
    const body = await options.keep(key, async () => {
      const json = JSON.stringify(z.encode(schema, await compute()));
      return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    });
    // A viewer's own copy of the shared answer is never cached as shared.
    const own = personal ? await options.personalize(request) : undefined;
    if (own) {
      reply.header('cache-control', 'private, no-store').send(own(JSON.parse(body.json)));
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
