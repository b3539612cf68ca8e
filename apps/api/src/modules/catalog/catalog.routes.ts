import { catalogEndpoints } from '@aruu/contract/catalog';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type EndpointRequest, registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { SendCached } from '../../http/response-cache.js';
import type { CatalogService } from './catalog.service.js';

type CatalogKey = keyof typeof catalogEndpoints;
type Answer<K extends CatalogKey> = z.output<(typeof catalogEndpoints)[K]['response']>;

/** The ready-made lists of the home page's tabs. */
const featuredLists = {
  'GET /products/bestselling': 'bestselling',
  'GET /products/new': 'new',
  'GET /products/recommended': 'recommended',
} as const;
type FeaturedKey = keyof typeof featuredLists;

export const catalogRoutes: FastifyPluginAsync<{
  catalog: CatalogService;
  sendCached: SendCached;
}> = async (app, { catalog, sendCached }) => {
  const personal = { personal: true };

  /**
   * Answers through the response cache, encoded with the endpoint's own response schema. The
   * cache sends the reply itself; the handler hands Fastify that reply once it is out.
   */
  const cached = <K extends CatalogKey>(
    key: K,
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<Answer<K>>,
    options?: { personal?: boolean },
  ) => sendCached(request, reply, catalogEndpoints[key].response, compute, options).then(() => reply);

  const featured =
    (key: FeaturedKey) => (request: EndpointRequest<(typeof catalogEndpoints)[FeaturedKey]>, reply: FastifyReply) =>
      cached(
        key,
        request,
        reply,
        () =>
          catalog.featuredPage({
            list: featuredLists[key],
            page: request.query.page,
            pageSize: request.query.page_size,
            lang: requestLanguage(request),
          }),
        personal,
      );

  registerEndpoints(app, 'catalogue', catalogEndpoints, {
    'GET /brands': (request, reply) => cached('GET /brands', request, reply, () => catalog.brands()),
    'GET /brands/random_list': (request) => catalog.randomBrands(request.query.count),
    'GET /categories': (request, reply) =>
      cached('GET /categories', request, reply, () => catalog.categoryTree(requestLanguage(request))),
    'GET /categories/:category_id': (request, reply) =>
      cached('GET /categories/:category_id', request, reply, () =>
        catalog.categoryDetail(request.params.category_id, requestLanguage(request)),
      ),
    'POST /products': (request, reply) =>
      cached(
        'POST /products',
        request,
        reply,
        () => catalog.listProducts({ ...request.query, lang: requestLanguage(request) }, request.body),
        personal,
      ),
    'GET /products/search': (request, reply) =>
      cached(
        'GET /products/search',
        request,
        reply,
        () => catalog.search({ ...request.query, lang: requestLanguage(request) }),
        personal,
      ),
    'GET /products/bestselling': featured('GET /products/bestselling'),
    'GET /products/new': featured('GET /products/new'),
    'GET /products/recommended': featured('GET /products/recommended'),
    'GET /products/:id': (request, reply) =>
      cached(
        'GET /products/:id',
        request,
        reply,
        () => catalog.productDetail(request.params.id, requestLanguage(request)),
        personal,
      ),
    'GET /banners': (request, reply) =>
      cached('GET /banners', request, reply, () => catalog.banners(requestLanguage(request))),
    'GET /banners/:banners_id': (request, reply) =>
      cached('GET /banners/:banners_id', request, reply, () =>
        catalog.banner(request.params.banners_id, requestLanguage(request)),
      ),
  });
};
