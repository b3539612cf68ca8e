import type { CategoryRef, ProductDetail } from '@aruu/contract/catalog';
import { fallbackLanguage, type Language, languages } from '@aruu/contract/common';
import { type PagesWith, pageDef, pagePath } from '@aruu/contract/pages';
import { type PhotoVariants, PRODUCT_PHOTO_SIZES, photoFallbackSrc, photoSrcset } from '@aruu/contract/photo-variants';
import type { Review } from '@aruu/contract/reviews';
import { AppError } from '../../http/app-error.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { KeepAnswer } from '../catalog/catalog-reuse.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { PageRoute } from './page-route.js';
import { dynamicTexts, type StaticPageId, staticPageTexts, type TextsId } from './page-texts.js';
import type { PageAddress } from './site-url.js';

/** What a page's head says, before it is given an origin and turned into tags. */
export interface PageHead {
  status: 200 | 404;
  /** The document title, ending in the shop's name. */
  title: string;
  /** The title for link previews, without the shop's name. */
  shareTitle: string;
  description: string;
  /** The canonical address, without the language. */
  address: PageAddress;
  noindex: boolean;
  ogType: 'website' | 'product';
  /** A path on this site or an absolute URL. */
  image: string;
  /** The page's main photo, fetched from the head before any script runs (its largest paint). */
  preloadPhoto?: PreloadPhoto;
  /** A product's shades with their own photo: with `?variation=` that photo is the main one. */
  variationPhotos?: Map<number, PreloadPhoto>;
  product?: ProductFacts;
}

type PreloadPhoto = { srcset: string; sizes: string };
// AVIF only: every browser that reads `imagesrcset` decodes it, and it is the smallest.
const preloadOf = (photo: PhotoVariants): PreloadPhoto => ({
  srcset: photoSrcset(photo, 'avif'),
  sizes: PRODUCT_PHOTO_SIZES,
});

/** What the product's JSON-LD says; the rest of the product page is not kept in the cache. */
export type ProductFacts = Pick<
  ProductDetail,
  | 'id'
  | 'title'
  | 'description'
  | 'brand'
  | 'category_path'
  | 'variation_id'
  | 'price'
  | 'availability'
  | 'variations'
  | 'rating'
> & { reviews: Review[] };

export type PageQuery = Record<string, string | string[] | undefined>;

const SITE = 'Aruu';
/** The most helpful reviews a product's JSON-LD carries beside its AggregateRating. */
const JSON_LD_REVIEWS = 3;
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;
/** The shop's own picture for pages that have none (see web.routes.ts). */
export const SHARE_IMAGE_PATH = '/share-image.svg';

/** `text` in at most `max` characters, cut at a word boundary. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  const words = boundary > max / 2 ? cut.slice(0, boundary) : cut;
  return `${words.replace(/[\s,;:.!?—–-]+$/, '')}…`;
}

const withLang = (path: string, lang: Language) => (lang === fallbackLanguage ? path : `${path}?lang=${lang}`);

function firstParam(query: PageQuery, name: string): string | undefined {
  const value = query[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

export type PageHeads = ReturnType<typeof createPageHeads>;

/**
 * Heads of storefront pages. Product and banner heads are kept like the catalogue's answers, while
 * the catalogue and the reviews stay as they were: a popular product costs its queries once per
 * write, and a missing one is kept as missing.
 */
export function createPageHeads(deps: {
  catalog: CatalogService;
  reviews: ReviewsService;
  keep: KeepAnswer<PageHead | null>;
}) {
  const { catalog, reviews, keep } = deps;

  function staticHead(id: StaticPageId, lang: Language, address: PageAddress, noindex = false): PageHead {
    const text = staticPageTexts[id][lang];
    return {
      status: id === 'not-found' ? 404 : 200,
      title: id === 'home' ? text.title : `${text.title} | ${SITE}`,
      shareTitle: text.title,
      description: text.description,
      address,
      noindex: noindex || id === 'not-found',
      ogType: 'website',
      image: withLang(SHARE_IMAGE_PATH, lang),
    };
  }

  const orMissing = async (load: () => Promise<PageHead>): Promise<PageHead | null> => {
    try {
      return await load();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') return null;
      throw error;
    }
  };

  async function productHead(id: number, lang: Language): Promise<PageHead | null> {
    return keep(`product:${id}:${lang}`, () =>
      orMissing(async () => {
        const [detail, featured] = await Promise.all([
          catalog.productDetail(id, lang),
          reviews.productReviews(id, { sort: 'helpful', page: 1, page_size: JSON_LD_REVIEWS }),
        ]);
        const {
          title,
          description,
          brand,
          category_path,
          variation_id,
          price,
          availability,
          variations,
          image,
          photo,
          rating,
        } = detail;
        const product = {
          id,
          title,
          description,
          brand,
          category_path,
          variation_id,
          price,
          availability,
          variations,
          rating,
          reviews: featured.items,
        };
        // Staff's own SEO texts win; without them the head is made from the title and description.
        const shareTitle = detail.seo_title ?? `${product.title} — ${product.brand.name}`;
        return {
          status: 200,
          title: `${shareTitle} | ${SITE}`,
          shareTitle,
          description: summarize(
            detail.seo_description ??
              (product.description || dynamicTexts[lang].productDescription(product.title, product.brand.name)),
          ),
          address: { path: pagePath('product', id) },
          noindex: false,
          ogType: 'product',
          // Link previews want a large picture; `image` is the thumbnail.
          image: photo ? photoFallbackSrc(photo) : image,
          preloadPhoto: photo ? preloadOf(photo) : undefined,
          // Each shade's first photo, as the page picks it (product-image's photoIndexFor): reversed,
          // so that the first is the one the Map keeps.
          variationPhotos: new Map(
            [...detail.photos]
              .reverse()
              .filter((shown) => shown.variation_id !== null)
              .map((shown) => [shown.variation_id!, preloadOf(shown)]),
          ),
          product,
        };
      }),
    );
  }

  async function bannerHead(id: number, lang: Language): Promise<PageHead | null> {
    return keep(`banner:${id}:${lang}`, () =>
      orMissing(async () => {
        const banner = await catalog.banner(id, lang);
        return {
          status: 200,
          title: `${banner.title} | ${SITE}`,
          shareTitle: banner.title,
          description: summarize(banner.subtitle || banner.body || staticPageTexts.home[lang].description),
          address: { path: pagePath('banner', id) },
          noindex: false,
          ogType: 'website',
          // Banner pictures carry their text, drawn in the language asked for.
          image: withLang(banner.image, lang),
        };
      }),
    );
  }

  /** A category named by slug or by its name in any language, named in `lang`. */
  async function findCategory(name: string, lang: Language): Promise<CategoryRef | undefined> {
    const trees = await Promise.all(languages.map((each) => catalog.categoryTree(each)));
    const flat = trees.map((tree) => tree.flatMap((top) => [top, ...top.categories]));
    const wanted = name.toLowerCase();
    const match = flat
      .flat()
      .find((category) => category.slug.toLowerCase() === wanted || category.name.toLowerCase() === wanted);
    return match && flat[languages.indexOf(lang)]?.find((category) => category.id === match.id);
  }

  async function catalogHead(query: PageQuery, lang: Language): Promise<PageHead> {
    const texts = dynamicTexts[lang];
    const categoryName = firstParam(query, 'categoryName');
    const category = categoryName ? await findCategory(categoryName, lang) : undefined;
    const pageText = firstParam(query, 'page');
    const page = pageText && /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
    const canonicalQuery: Array<[string, string]> = [];
    if (category) canonicalQuery.push(['categoryName', category.slug]);
    if (page > 1) canonicalQuery.push(['page', String(page)]);
    const head = staticHead('catalog', lang, { path: pagePath('catalog'), query: canonicalQuery });
    if (category) {
      head.shareTitle = texts.categoryTitle(category.name);
      head.description = texts.categoryDescription(category.name);
    }
    if (page > 1) head.shareTitle += texts.pageSuffix(page);
    // Result pages of a search are endless and thin: they stay out of the index.
    const search = firstParam(query, 'search');
    if (search) {
      head.shareTitle = texts.searchTitle(summarize(search, 60));
      head.noindex = true;
    }
    head.title = `${head.shareTitle} | ${SITE}`;
    return head;
  }

  /** The head of the page at `route`, in `lang`; an unknown product or banner is a 404. */
  async function headFor(route: PageRoute, query: PageQuery, lang: Language): Promise<PageHead> {
    if (route.kind === 'not-found') return staticHead('not-found', lang, { path: route.path });
    const page = pageDef(route.page);
    if (page.access === 'signed-in') return staticHead('account', lang, { path: route.path }, true);
    switch (page.head) {
      case 'texts':
        return staticHead((route.param ?? route.page) as TextsId, lang, { path: route.path });
      case 'catalog':
        return catalogHead(query, lang);
      case 'product': {
        const head = await productHead(Number(route.param), lang);
        if (!head) return staticHead('not-found', lang, { path: route.path });
        // The page shows the chosen shade's own photo first (`?variation=`), so that is the one fetched early.
        const shade = head.variationPhotos?.get(Number(firstParam(query, 'variation')));
        return shade ? { ...head, preloadPhoto: shade } : head;
      }
      case 'banner':
        return (await bannerHead(Number(route.param), lang)) ?? staticHead('not-found', lang, { path: route.path });
      case 'sign-in':
        // /auth/{token} carries a reset token: never repeat it in canonical or og:url.
        return staticHead('auth', lang, { path: pagePath('auth') }, true);
      case 'private-link':
        return staticHead(route.page as PagesWith<{ head: 'private-link' }>, lang, { path: pagePath('home') }, true);
    }
  }

  return { headFor };
}
