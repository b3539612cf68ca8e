import type { ProductDetail } from '@aruu/contract/catalog';
import { type Language, languages } from '@aruu/contract/common';
import type { Review } from '@aruu/contract/reviews';
import { escapeHtml } from '../../lib/escape-html.js';
import type { PageHead, ProductFacts } from './page-head.js';
import { ogLocales } from './page-texts.js';
import { absoluteUrl, alternateUrls, pageUrl } from './site-url.js';

const availability: Record<ProductDetail['availability'], string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

function reviewJsonLd(review: Review) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.published_at.slice(0, 10),
    reviewBody: review.text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/** schema.org Product for rich results: one Offer, or an AggregateOffer over the variations. */
export function productJsonLd(product: ProductFacts, url: string, image: string) {
  const offers = product.variations.map((variation) => ({
    '@type': 'Offer',
    sku: String(variation.id),
    name: variation.name,
    price: variation.price,
    priceCurrency: 'KGS',
    availability: availability[variation.stock_state],
    itemCondition: 'https://schema.org/NewCondition',
    url,
  }));
  const prices = product.variations.map((variation) => variation.price);
  const aggregate = {
    '@type': 'AggregateOffer',
    priceCurrency: 'KGS',
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: offers.length,
    availability: availability[product.availability],
    offers,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: [image],
    // One variation is the product; several each carry their own sku in their offer.
    sku: String(offers.length === 1 ? product.variation_id : product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category_path.map((category) => category.name).join(' > '),
    url,
    ...(offers.length > 0 && { offers: offers.length === 1 ? offers[0] : aggregate }),
    ...(product.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating.average,
        reviewCount: product.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(product.reviews.length > 0 && { review: product.reviews.map(reviewJsonLd) }),
  };
}

/**
 * JSON inside <script>: the CSP does not run a data block, but the HTML parser still ends it at
 * the first `</script`, so every `<` is written as \u003c (JSON.parse reads it back unchanged).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/**
 * The tags a page's head gets, every value escaped. The texts are in `lang`, the visitor's
 * language; the canonical URL is the address as requested (`addressLang` is what its `?lang=`
 * names, Russian without one), so an unmarked URL shown in English to an English browser stays
 * its own canonical instead of pointing at one of its hreflang alternates.
 */
export function renderHeadTags(head: PageHead, lang: Language, addressLang: Language, origin: string): string {
  const canonical = pageUrl(origin, head.address, addressLang);
  const image = absoluteUrl(origin, head.image);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternateUrls(origin, head.address).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', 'Aruu'),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', ogLocales[lang]),
    ...languages
      .filter((other) => other !== lang)
      .map((other) => meta('property', 'og:locale:alternate', ogLocales[other])),
    meta('name', 'twitter:card', head.product ? 'summary' : 'summary_large_image'),
    head.preloadPhoto
      ? `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeHtml(
          head.preloadPhoto.srcset,
        )}" imagesizes="${escapeHtml(head.preloadPhoto.sizes)}">`
      : '',
  ];
  if (head.product) {
    tags.push(
      meta('property', 'product:price:amount', String(head.product.price)),
      meta('property', 'product:price:currency', 'KGS'),
      `<script type="application/ld+json">${scriptJson(productJsonLd(head.product, canonical, image))}</script>`,
    );
  }
  return tags.filter(Boolean).join('\n    ');
}
