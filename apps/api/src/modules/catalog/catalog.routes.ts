import {
  Banner,
  BannerIdParam,
  BannerList,
  BrandList,
  CategoryDetail,
  CategoryIdParam,
  CategoryTree,
  ProductDetail,
  ProductListBody,
  ProductListQuery,
  ProductListResponse,
  ProductPage,
  ProductPageQuery,
  ProductSearchQuery,
  ProductSearchResponse,
  RandomBrandsQuery,
} from '@aruu/contract/catalog';
import { IdParam, LangQuery } from '@aruu/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/language.js';
import type { SendCached } from '../../http/response-cache.js';
import type { CatalogService } from './catalog.service.js';

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  sendCached: SendCached;
}> = async (app, { catalog, sendCached }) => {
  const personal = { personal: true };
  const tags = ['catalogue'];

  app.get('/brands', {
    schema: { tags, summary: 'All brands, by name', response: { 200: BrandList } },
    handler: (request, reply) => sendCached(request, reply, BrandList, () => catalog.brands()),
  });

  app.get('/brands/random_list', {
    schema: {
      tags,
      summary: 'Random brands for the home page',
      querystring: RandomBrandsQuery,
      response: { 200: BrandList, ...errorResponses(400) },
    },
    handler: (request) => catalog.randomBrands(request.query.count),
  });

  app.get('/categories', {
    schema: {
      tags,
      summary: 'The two-level category tree',
      querystring: LangQuery,
      response: { 200: CategoryTree, ...errorResponses(400) },
    },
    handler: (request, reply) =>
      sendCached(request, reply, CategoryTree, () => catalog.categoryTree(requestLanguage(request))),
  });

  app.get('/categories/:category_id', {
    schema: {
      tags,
      summary: 'One category with its sub-categories',
      params: CategoryIdParam,
      querystring: LangQuery,
      response: { 200: CategoryDetail, ...errorResponses(400, 404) },
    },
    handler: (request, reply) =>
      sendCached(request, reply, CategoryDetail, () =>
        catalog.categoryDetail(request.params.category_id, requestLanguage(request)),
      ),
  });

  app.post('/products', {
    schema: {
      tags,
      summary: 'Filtered, sorted, paginated products with facet counts',
      querystring: ProductListQuery,
      body: ProductListBody,
      response: { 200: ProductListResponse, ...errorResponses(400) },
    },
    handler: (request, reply) =>
      sendCached(
        request,
        reply,
        ProductListResponse,
        () => catalog.listProducts({ ...request.query, lang: requestLanguage(request) }, request.body),
        personal,
      ),
  });

  app.get('/products/search', {
    schema: {
      tags,
      summary: 'Search as you type',
      querystring: ProductSearchQuery,
      response: { 200: ProductSearchResponse, ...errorResponses(400) },
    },
    handler: (request, reply) =>
      sendCached(
        request,
        reply,
        ProductSearchResponse,
        () => catalog.search({ ...request.query, lang: requestLanguage(request) }),
        personal,
      ),
  });

  // The ready-made lists of the home page's tabs.
  for (const [path, summary, list] of [
    ['/products/bestselling', 'Bestsellers, most sold first', 'bestselling'],
    ['/products/new', 'Newest arrivals first', 'new'],
    ['/products/recommended', 'Staff picks: those in stock first, then by sales', 'recommended'],
  ] as const) {
    app.get(path, {
      schema: { tags, summary, querystring: ProductPageQuery, response: { 200: ProductPage, ...errorResponses(400) } },
      handler: (request, reply) =>
        sendCached(
          request,
          reply,
          ProductPage,
          () =>
            catalog.featuredPage({
              list,
              page: request.query.page,
              pageSize: request.query.page_size,
              lang: requestLanguage(request),
            }),
          personal,
        ),
    });
  }

  app.get('/products/:id', {
    schema: {
      tags,
      summary: 'A product with its variations and properties (and is_favorite when signed in)',
      params: IdParam,
      querystring: LangQuery,
      response: { 200: ProductDetail, ...errorResponses(400, 404) },
    },
    handler: (request, reply) =>
      sendCached(
        request,
        reply,
        ProductDetail,
        () => catalog.productDetail(request.params.id, requestLanguage(request)),
        personal,
      ),
  });

  app.get('/banners', {
    schema: {
      tags,
      summary: 'Active banners in display order',
      querystring: LangQuery,
      response: { 200: BannerList, ...errorResponses(400) },
    },
    handler: (request, reply) =>
      sendCached(request, reply, BannerList, () => catalog.banners(requestLanguage(request))),
  });

  app.get('/banners/:banners_id', {
    schema: {
      tags,
      summary: 'One banner',
      params: BannerIdParam,
      querystring: LangQuery,
      response: { 200: Banner, ...errorResponses(400, 404) },
    },
    handler: (request, reply) =>
      sendCached(request, reply, Banner, () => catalog.banner(request.params.banners_id, requestLanguage(request))),
  });
};
