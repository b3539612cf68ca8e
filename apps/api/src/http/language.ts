import { fallbackLanguage, type Language, languages } from '@aruu/contract/common';
import { preferenceCookies } from '@aruu/contract/first-paint';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookies.js';

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/**
 * The language of text in a response: `?lang=` first, then the best supported entry of
 * Accept-Language (by q-value), then Russian.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return queryLanguage(request) ?? languageFromHeader(request.headers['accept-language']) ?? fallbackLanguage;
}

/**
 * The language of a storefront page: `?lang=`, then the shopper's own choice (the app mirrors it
 * into a cookie), then Accept-Language, then Russian — the app's own order, so the
 * page's first paint is in the language the app will show.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = cookieValue(request, preferenceCookies.language);
  return (
    queryLanguage(request) ??
    (chosen && isLanguage(chosen) ? chosen : undefined) ??
    languageFromHeader(request.headers['accept-language']) ??
    fallbackLanguage
  );
}

/** The language the address itself names with `?lang=`, if it names a supported one. */
export function queryLanguage(request: FastifyRequest): Language | undefined {
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang;
  return typeof fromQuery === 'string' && isLanguage(fromQuery) ? fromQuery : undefined;
}

export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  // Kyrgyz speakers' browsers often say "kir" or "kg"; treat them as ky.
  const aliases: Record<string, Language> = { kir: 'ky', kg: 'ky' };
  for (const { base } of ranked) {
    if (isLanguage(base)) return base;
    if (aliases[base]) return aliases[base];
  }
  return undefined;
}
