import { fallbackLanguage, type Language, languages } from '@aruu/contract/common';
import { preferenceCookies } from '@aruu/contract/first-paint';
import type { FastifyRequest } from 'fastify';

/** Kyrgyz speakers' browsers often say "kir" or "kg"; they mean ky. */
const aliases: Readonly<Record<string, Language>> = { kir: 'ky', kg: 'ky' };
const offered = [...languages, ...Object.keys(aliases)];

function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

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
  const chosen = request.cookies[preferenceCookies.language];
  return (
    queryLanguage(request) ?? (isLanguage(chosen) ? chosen : undefined) ?? headerLanguage(request) ?? fallbackLanguage
  );
}

/** The language the address itself names with `?lang=`, if it names a supported one. */
export function queryLanguage(request: FastifyRequest): Language | undefined {
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(fromQuery) ? fromQuery : undefined;
}

/** The supported language Accept-Language ranks highest (@fastify/accepts), if it names one. */
function headerLanguage(request: FastifyRequest): Language | undefined {
  // Without the header, negotiation answers the first offer, as if any language would do.
  if (!request.headers['accept-language']) return undefined;
  const best = request.languages(offered);
  if (!best) return undefined;
  return isLanguage(best) ? best : aliases[best];
}
