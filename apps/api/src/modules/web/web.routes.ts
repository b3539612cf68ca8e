import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackLanguage, type Language } from '@aruu/contract/common';
import { FIRST_PAINT_FILE, preferenceCookies, SERVER_RENDERER_DIR } from '@aruu/contract/first-paint';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { pageLanguage, queryLanguage, requestLanguage } from '../../http/language.js';
import { acceptedEncoding, encodeResponse } from '../../http/response-encoding.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CatalogReuse } from '../catalog/catalog-reuse.js';
import { placeholderArt } from '../media/image-art.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import { loadFirstPaints } from './first-paint.js';
import { renderHeadTags } from './head-tags.js';
import { compileIndexTemplate, pageDataText } from './index-template.js';
import { createPageHeads, type PageQuery, SHARE_IMAGE_PATH } from './page-head.js';
import { type PageRoute, resolvePageRoute } from './page-route.js';
import { shareImageSubtitle, staticPageTexts } from './page-texts.js';
import { robotsTxt } from './robots.js';
import {
  isServerRendered,
  keepWhen,
  keptPages,
  loadServerRender,
  type PageContent,
  renderedWhole,
  type ServerRenderOptions,
} from './server-render.js';
import { siteOrigin } from './site-url.js';
import { createSitemap } from './sitemap.js';

export interface WebRoutesOptions {
  distDir: string;
  db: Db;
  catalog: CatalogService;
  reviews: ReviewsService;
  /** Keeps pages and heads while the catalogue's version stays (decision 085). */
  reuse: Pick<CatalogReuse, 'answers'>;
  /** PUBLIC_URL; without it absolute links use the request's origin. */
  publicUrl: string | undefined;
  /** How long the sitemap is kept (CATALOG_CACHE_TTL_MS). */
  cacheTtlMs: number;
  sitemapUrlsPerFile: number;
  /** The render pool's size, queue and time limit (render-pool.ts). */
  serverRender: ServerRenderOptions;
}

/** Heads of products and banners kept at most (a few KB each). */
const MAX_KEPT_HEADS = 2000;
/**
 * Server-rendered pages kept at most (~15 KB each, deflated): every product page of a 3,000-product
 * shop in one language, with room for the catalogue's filters.
 */
const MAX_KEPT_PAGES = 4000;
/**
 * Server-rendered pages kept as they were last sent, encoded (25–28 KB each in brotli): one language
 * and colour mode of every product page of a 3,000-product shop (decision 088).
 */
const MAX_SENT_PAGES = 3000;

/** A page as it went out to a browser that accepts an encoding: its status and encoded bytes. */
interface SentPage {
  status: number;
  body: Buffer;
  whole: boolean;
}

/** The staff app's page (apps/web staff.html), the same for every path under /staff. */
const STAFF_FILE = 'staff.html';

/** Served by the routes below, never as files from the dist folder. */
const generatedFiles = [
  'index.html',
  STAFF_FILE,
  `${FIRST_PAINT_FILE}*`,
  `${SERVER_RENDERER_DIR}/**`,
  'robots.txt',
  'sitemap*.xml',
  SHARE_IMAGE_PATH.slice(1),
];
const isClientRoute = (url: string) => !/^\/(api|media|_sandbox|metrics|healthz|readyz)(\/|$|\?)/.test(url);

/** What crawlers read beside the pages: robots.txt, the sitemap, the shop's share image. */
function crawlerRoutes(app: FastifyInstance, options: WebRoutesOptions) {
  const origin = (request: FastifyRequest) => siteOrigin(options.publicUrl, request);
  const sitemap = createSitemap({
    db: options.db,
    catalog: options.catalog,
    urlsPerFile: options.sitemapUrlsPerFile,
    cacheTtlMs: options.cacheTtlMs,
  });
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendXml(reply, await sitemap.root(origin(request))),
  );
  app.get<{ Params: { file: string } }>('/sitemap-:file', { schema: { hide: true } }, async (request, reply) => {
    const file = /^(\d{1,6})\.xml$/.exec(request.params.file)?.[1];
    const xml = file ? await sitemap.part(origin(request), Number(file)) : undefined;
    return xml === undefined ? reply.callNotFound() : sendXml(reply, xml);
  });

  const shareImages = new Map<Language, string>();
  app.get(SHARE_IMAGE_PATH, { schema: { hide: true } }, (request, reply) => {
    const lang = requestLanguage(request);
    const svg =
      shareImages.get(lang) ??
      placeholderArt.banner({ id: 0, title: staticPageTexts.home[lang].title, subtitle: shareImageSubtitle[lang] });
    shareImages.set(lang, svg);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Accept-Language')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}

/**
 * The back office at /staff and /staff/…: one page for every path (its router takes over), with
 * no per-page head, kept out of search engines, never cached so a release reaches staff at once.
 * The CSP is the storefront's, set by the security plugin for every response.
 */
function staffAppRoutes(app: FastifyInstance, distDir: string) {
  const file = join(distDir, STAFF_FILE);
  if (!existsSync(file)) {
    app.log.warn({ distDir }, 'staff app not built; /staff is not served');
    return;
  }
  const html = readFileSync(file, 'utf8');
  const send = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(html);
  app.get('/staff', { schema: { hide: true } }, send);
  app.get('/staff/*', { schema: { hide: true } }, send);
}

/**
 * A catalogue address naming a category by a slug it had before a rename (`?categoryName=<old>`),
 * as the same address with the current slug: bookmarks, banners and search engines' links keep
 * landing on the category, and the permanent redirect moves search engines to the new address.
 */
async function renamedCatalogAddress(catalog: CatalogService, route: PageRoute, url: string) {
  if (route.kind !== 'page' || route.page !== 'catalog') return undefined;
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const name = url.includes('?') ? query.get('categoryName')?.trim() : undefined;
  const current = name ? await catalog.renamedCategorySlug(name) : undefined;
  if (!current) return undefined;
  query.set('categoryName', current);
  return `${route.path}?${query}`;
}

/**
 * Serves the built web app: files from its dist folder, and index.html for every other GET
 * that is not an API call, so client-side routes like /catalog survive a reload. Each page's
 * index.html carries its own head (title, description, canonical, hreflang, Open Graph,
 * JSON-LD for products), so search engines and link previews see the page without running it.
 */
export const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (app, options) => {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; only the API is served');
    return;
  }
  crawlerRoutes(app, options);
  staffAppRoutes(app, options.distDir);
  const template = compileIndexTemplate(readFileSync(indexFile, 'utf8'));
  // The page carries the storefront's stylesheet inline; its CSP allows that element by hash.
  const pagePolicy =
    template.styleHashes.length > 0 ? app.contentSecurityPolicyWithStyles(template.styleHashes) : undefined;
  const firstPaint = loadFirstPaints(options.distDir);
  const serverRender = loadServerRender(app, options.distDir, options.serverRender);
  const heads = createPageHeads({
    catalog: options.catalog,
    reviews: options.reviews,
    keep: options.reuse.answers(MAX_KEPT_HEADS),
  });
  const keepPage = keptPages(options.reuse.answers(MAX_KEPT_PAGES));
  const pageContent = async (route: PageRoute, request: FastifyRequest, lang: Language): Promise<PageContent> => {
    const head = await heads.headFor(route, request.query as PageQuery, lang);
    // A page that does not exist is the app's not-found page, not a render of nothing.
    const rendered = head.status === 200 ? await serverRender(route, request.url, lang) : undefined;
    return { head, firstPaint: rendered?.html, data: rendered && pageDataText(rendered.data) };
  };
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    globIgnore: generatedFiles,
    // The build writes .br and .gz beside each asset; the one the browser accepts is sent as is.
    preCompressed: true,
    // send's own Cache-Control would overwrite the one set below (it is applied after setHeaders).
    cacheControl: false,
    setHeaders: (res, path) => {
      // Vite puts a content hash in every asset name, so those never change.
      const immutable = path.includes('/assets/');
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
    },
  });
  const keepSentPage = options.reuse.answers(MAX_SENT_PAGES);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isClientRoute(request.url)) return reply.callNotFound();
    const lang = pageLanguage(request);
    const route = resolvePageRoute(request.url.split('?')[0] ?? '/');
    const renamed = await renamedCatalogAddress(options.catalog, route, request.url);
    if (renamed) return reply.header('cache-control', 'no-cache').redirect(renamed, 301);
    const origin = siteOrigin(options.publicUrl, request);
    const dark = request.cookies[preferenceCookies.colorMode] === 'dark';
    const page = (content: PageContent) =>
      template.render({
        lang,
        headTags: renderHeadTags(content.head, lang, queryLanguage(request) ?? fallbackLanguage, origin),
        firstPaint: content.firstPaint ?? firstPaint(route, lang),
        data: content.data,
        dark,
      });
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .header('content-language', lang);
    if (pagePolicy) reply.header('content-security-policy', pagePolicy);
    if (!isServerRendered(route)) {
      const content = await pageContent(route, request, lang);
      return reply.status(content.head.status).send(page(content));
    }
    const keptContent = () => keepPage(`${lang} ${request.url}`, () => pageContent(route, request, lang));
    const encoding = acceptedEncoding(request);
    if (!encoding) {
      const content = await keptContent();
      return reply.status(content.head.status).send(page(content));
    }
    // The page as it went out last, encoded once per version of the catalogue rather than per
    // request: compressing the ~185 KB page cost more of the API's thread than the rest of a kept
    // page's answer. The compression plugin passes an encoded body through untouched.
    const sent = await keepWhen(
      keepSentPage,
      `${encoding} ${dark ? 'dark' : 'light'} ${origin} ${lang} ${request.url}`,
      async (): Promise<SentPage> => {
        const content = await keptContent();
        return {
          status: content.head.status,
          body: encodeResponse(page(content), encoding),
          whole: renderedWhole(content),
        };
      },
      (candidate) => candidate.whole,
    );
    return reply
      .status(sent.status)
      .header('content-encoding', encoding)
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      .send(sent.body);
  });
};
