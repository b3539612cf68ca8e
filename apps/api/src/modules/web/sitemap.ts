import { fallbackLanguage, languages } from '@aruu/contract/common';
import { isIndexed, type PageId, type PagesWith, pageIds, pagePath, routePatterns } from '@aruu/contract/pages';
import type { Db } from '../../db/client.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { type PageAddress, pageUrl } from './site-url.js';
import { listProductPages } from './sitemap.repository.js';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type IndexedPage = PagesWith<{ indexed: true }>;
/** Indexed pages that show one record, named by its id. */
type RecordPage = PagesWith<{ indexed: true; param: 'id' }>;
const indexedPages = pageIds.filter((page: PageId): page is IndexedPage => isIndexed(page));

interface FixedPage {
  address: PageAddress;
  modifiedAt?: number;
}

/** Pages in sitemap order; products kept as two number arrays, compact at 100,000 of them. */
interface SitemapPages {
  fixed: FixedPage[];
  productIds: number[];
  productModifiedAt: number[];
}

const size = (pages: SitemapPages) => pages.fixed.length + pages.productIds.length;

const w3cDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** One <url>; the address is escaped once and its language variants derived from it. */
function urlElement(origin: string, page: FixedPage): string {
  const loc = escapeHtml(pageUrl(origin, page.address, fallbackLanguage));
  const glue = loc.includes('?') ? '&amp;' : '?';
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
  const alternates = languages.map((lang) => link(lang, lang === fallbackLanguage ? loc : `${loc}${glue}lang=${lang}`));
  const lastmod = page.modifiedAt === undefined ? '' : `<lastmod>${w3cDate(page.modifiedAt)}</lastmod>`;
  return `<url><loc>${loc}</loc>${lastmod}${alternates.join('')}${link('x-default', loc)}</url>\n`;
}

export type Sitemap = ReturnType<typeof createSitemap>;

/**
 * sitemap.xml: the whole shop in one file while it fits `urlsPerFile` (the protocol allows
 * 50,000 URLs and 50 MB per file), else a sitemap index of /sitemap-1.xml, /sitemap-2.xml, …
 * The page list comes from one product query plus the
 * catalogue's cached categories and banners, and is kept as long as catalogue reads
 * (`cacheTtlMs`), so a product published or turned back into a draft reaches the sitemap as soon
 * as the listings; the XML is written per request because it depends on the origin.
 */
export function createSitemap(deps: { db: Db; catalog: CatalogService; urlsPerFile: number; cacheTtlMs: number }) {
  const { db, catalog, urlsPerFile } = deps;
  const cache = new TtlCache<SitemapPages>({ ttlMs: deps.cacheTtlMs, maxEntries: 1 });

  async function loadPages(): Promise<SitemapPages> {
    const [tree, banners, products] = await Promise.all([
      catalog.categoryTree('ru'),
      catalog.banners('ru'),
      listProductPages(db),
    ]);
    const categories = tree.flatMap((top) => [top, ...top.categories]);
    const addressesOf = (page: IndexedPage): PageAddress[] => {
      switch (page) {
        case 'product':
          // The bulk of the sitemap: kept as compact arrays, after every other page.
          return [];
        case 'banner':
          return banners.map((banner) => ({ path: pagePath(page, banner.id) }));
        case 'catalog': {
          const path = pagePath(page);
          const ofCategory = (slug: string): PageAddress => ({ path, query: [['categoryName', slug]] });
          return [{ path }, ...categories.map((category) => ofCategory(category.slug))];
        }
        default: {
          // A page showing a record by id has its own case above: this fails to compile otherwise.
          const plain: Exclude<IndexedPage, RecordPage> = page;
          return routePatterns(plain).map((path) => ({ path }));
        }
      }
    };
    return {
      fixed: indexedPages.flatMap(addressesOf).map((address) => ({ address })),
      productIds: products.map((row) => row.id),
      productModifiedAt: products.map((row) => row.modifiedAt.getTime()),
    };
  }

  function pageAt(pages: SitemapPages, index: number): FixedPage {
    const fixed = pages.fixed[index];
    if (fixed) return fixed;
    const product = index - pages.fixed.length;
    return {
      address: { path: pagePath('product', pages.productIds[product] ?? 0) },
      modifiedAt: pages.productModifiedAt[product],
    };
  }

  function urlSet(pages: SitemapPages, origin: string, from: number, to: number): string {
    const parts = [XML_HEAD, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`];
    for (let index = from; index < to; index++) parts.push(urlElement(origin, pageAt(pages, index)));
    parts.push('</urlset>\n');
    return parts.join('');
  }

  function sitemapIndex(pages: SitemapPages, origin: string, files: number): string {
    const parts = [XML_HEAD, `<sitemapindex xmlns="${SITEMAP_NS}">\n`];
    for (let file = 1; file <= files; file++) {
      const from = (file - 1) * urlsPerFile;
      const to = Math.min(from + urlsPerFile, size(pages));
      let latest: number | undefined;
      for (let index = from; index < to; index++) {
        const modifiedAt = pageAt(pages, index).modifiedAt;
        if (modifiedAt !== undefined && (latest === undefined || modifiedAt > latest)) latest = modifiedAt;
      }
      const lastmod = latest === undefined ? '' : `<lastmod>${w3cDate(latest)}</lastmod>`;
      parts.push(`<sitemap><loc>${escapeHtml(`${origin}/sitemap-${file}.xml`)}</loc>${lastmod}</sitemap>\n`);
    }
    parts.push('</sitemapindex>\n');
    return parts.join('');
  }

  return {
    /** /sitemap.xml: every URL, or the index when they do not fit one file. */
    async root(origin: string): Promise<string> {
      const pages = await cache.getOrLoad('pages', loadPages);
      const files = Math.ceil(size(pages) / urlsPerFile);
      return files <= 1 ? urlSet(pages, origin, 0, size(pages)) : sitemapIndex(pages, origin, files);
    },
    /** /sitemap-{file}.xml, or undefined past the last file. */
    async part(origin: string, file: number): Promise<string | undefined> {
      const pages = await cache.getOrLoad('pages', loadPages);
      const from = (file - 1) * urlsPerFile;
      if (file < 1 || from >= size(pages)) return undefined;
      return urlSet(pages, origin, from, Math.min(from + urlsPerFile, size(pages)));
    },
  };
}
