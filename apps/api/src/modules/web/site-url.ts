import { fallbackLanguage, type Language, languages } from '@aruu/contract/common';
import type { FastifyRequest } from 'fastify';

/** A page's address without its origin: the path and the query parameters that matter. */
export interface PageAddress {
  path: string;
  query?: Array<[string, string]>;
}

/**
 * The origin absolute links start with: PUBLIC_URL when configured, else what the request
 * says. `request.protocol` and `request.host` read X-Forwarded-* only as far as Fastify's
 * `trustProxy` allows, so an untrusted client cannot pick the scheme; the Host header it can,
 * which is why production sets PUBLIC_URL and why nothing cached here contains an origin.
 */
export function siteOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

const withLang = (url: string, lang: Language) =>
  lang === fallbackLanguage ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** The page in `lang`; Russian, the default, carries no `lang` parameter. */
export function pageUrl(origin: string, address: PageAddress, lang: Language): string {
  const search = address.query?.length ? `?${new URLSearchParams(address.query)}` : '';
  return withLang(`${origin}${address.path}${search}`, lang);
}

/** hreflang alternates: the page in each language, and the unmarked one as x-default. */
export function alternateUrls(origin: string, address: PageAddress): Array<{ hreflang: string; href: string }> {
  const unmarked = pageUrl(origin, address, fallbackLanguage);
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: withLang(unmarked, lang) })),
    { hreflang: 'x-default', href: unmarked },
  ];
}

/** An image path from the database (`/media/…`) as an absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
