import { preferenceCookies } from '@aruu/contract/first-paint';
import { fallbackLanguage, type Language, languageAliases, languages, toLanguage } from '@aruu/contract/languages';
import type { FastifyRequest } from 'fastify';

/** What Accept-Language is negotiated against: the languages and the other names browsers give them. */
const offered = [...languages, ...Object.keys(languageAliases)];

/**
 * The language of text in a response: `?lang=` first, then the best supported entry of
 * Accept-Language (by q-value), then Russian.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return queryLanguage(request) ?? headerLanguage(request) ?? fallbackLanguage;
}

/**
 * The language of a storefront page: `?lang=`, then the shopper's own choice (the app mirrors it
 * into a cookie), then Accept-Language, then Russian — the app's own order, so the
 * page's first paint is in the language the app will show.
 */
export function pageLanguage(request: FastifyRequest): Language {
  return (
    queryLanguage(request) ??
    toLanguage(request.cookies[preferenceCookies.language]) ??
    headerLanguage(request) ??
    fallbackLanguage
  );
}

/**
 * The language the address itself names with `?lang=`, if it names one, read as the storefront's
 * detector reads it (`?lang=kg` is Kyrgyz), so a page's first paint is in the app's language.
 */
export function queryLanguage(request: FastifyRequest): Language | undefined {
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang;
  return typeof fromQuery === 'string' ? toLanguage(fromQuery) : undefined;
}

/** The supported language Accept-Language ranks highest (@fastify/accepts), if it names one. */
function headerLanguage(request: FastifyRequest): Language | undefined {
  // Without the header, negotiation answers the first offer, as if any language would do.
  if (!request.headers['accept-language']) return undefined;
  return toLanguage(request.languages(offered) || undefined);
}
