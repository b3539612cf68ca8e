import { createHash } from 'node:crypto';
import type { Language } from '@aruu/contract/common';
import { FIRST_SCREEN_END_ID, HYDRATING_ATTRIBUTE, heldTapsScript, QUERY_DATA_ID } from '@aruu/contract/first-paint';

/** Head tags the server writes per page; the built file's own copies are dropped. */
const ownedTags = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+|product:[\w:]+)\b[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>/gi,
  /<link\b[^>]*\bhreflang\s*=[^>]*>/gi,
  /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json\b[^>]*>[\s\S]*?<\/script\s*>/gi,
];

export interface PageParts {
  lang: Language;
  headTags: string;
  /**
   * Goes inside `<div id="root">`, marked hydrating until the app has taken it over. It is usable
   * from the start: links are links, and the script written before it holds any other tap until
   * the page is hydrated, then replays it (`heldTapsScript`, allowed by its hash in the CSP).
   * Where it marks the end of its first screen (`FIRST_SCREEN_END_ID`), the head makes the
   * browser parse that far before it paints anything. Bytes (UTF-8) or text: a kept page is
   * written as the bytes it was kept as.
   */
  firstPaint?: Buffer | string;
  /**
   * The query cache's answers behind a server-rendered first paint, as `pageDataText` makes them,
   * for the app to hydrate before it takes the first paint over: a data block, which the CSP lets
   * through as it never runs.
   */
  data?: Buffer | string;
  /** The shopper chose dark (the app mirrors the choice into a cookie): no light flash first. */
  dark?: boolean;
}

/** A page's data as JSON with `<` escaped, so no text in it can close its script element. */
export const pageDataText = (data: unknown) => JSON.stringify(data).replaceAll('<', '\\u003c');

export interface IndexTemplate {
  /** The page as UTF-8 bytes: the template's own pieces (the inline stylesheet is most of them) are encoded once. */
  render(parts: PageParts): Buffer;
  /**
   * The CSP source (`'sha256-…'`) of each inline <style> element in the built file (the build
   * writes the storefront's stylesheet there, apps/web bundling/inline-stylesheet.ts), for the
   * page's CSP to allow exactly those.
   */
  styleHashes: string[];
}

/** The contents of each <style> element, exactly as written, which is what a browser hashes. */
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const EMPTY_ROOT = '<div id="root"></div>';
const bytes = (text: Buffer | string) => (typeof text === 'string' ? Buffer.from(text) : text);
const ROOT_START = Buffer.from(`<script>${heldTapsScript}</script><div id="root" ${HYDRATING_ATTRIBUTE}>`);
const ROOT_END = Buffer.from('</div>');
const DATA_START = Buffer.from(`<script type="application/json" id="${QUERY_DATA_ID}">`);
const DATA_END = Buffer.from('</script>');
const FIRST_SCREEN_END = `id="${FIRST_SCREEN_END_ID}"`;
/** Nothing is painted before the parser has passed the first screen's end (decision 087). */
const WAIT_FOR_FIRST_SCREEN = `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`;

/**
 * The built index.html cut once, at start-up, into the pieces around the three places a page
 * differs: the `lang` of <html>, the end of <head> and the inside of the app's root element.
 * Rendering a page is then joining strings, with no HTML parsed per request.
 */
export function compileIndexTemplate(html: string): IndexTemplate {
  let stripped = html;
  for (const pattern of ownedTags) stripped = stripped.replace(pattern, '');
  stripped = stripped.replace(/\n[ \t]*(?=\n)/g, '');

  const htmlTag = /<html\b([^>]*)>/i.exec(stripped);
  const headEnd = stripped.search(/<\/head\s*>/i);
  if (!htmlTag || headEnd < htmlTag.index) throw new Error('index.html has no <html> tag followed by </head>');
  const attributes = (htmlTag[1] ?? '').replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
  const beforeLang = `${stripped.slice(0, htmlTag.index)}<html lang="`;
  const afterLang = `"${attributes}>${stripped.slice(htmlTag.index + htmlTag[0].length, headEnd)}`;
  const fromHeadEnd = stripped.slice(headEnd);
  const root = fromHeadEnd.indexOf(EMPTY_ROOT);
  if (root < 0) throw new Error(`index.html has no empty ${EMPTY_ROOT} after </head>`);
  const beforeRoot = fromHeadEnd.slice(0, root);
  const fromRootEnd = fromHeadEnd.slice(root + EMPTY_ROOT.length);
  const indent = /\n([ \t]*)<\/head/i.exec(stripped)?.[1] ?? '';
  const start = Buffer.from(beforeLang);
  const fromLang = Buffer.from(afterLang);
  const toRoot = Buffer.from(beforeRoot);
  const emptyRoot = Buffer.from(EMPTY_ROOT);
  const end = Buffer.from(fromRootEnd);
  return {
    styleHashes: [...stripped.matchAll(styleElement)].map((match) => cspHash(match[1] ?? '')),
    render: ({ lang, headTags, firstPaint, data, dark }) =>
      Buffer.concat([
        start,
        Buffer.from(`${lang}${dark ? '" class="dark' : ''}`),
        fromLang,
        Buffer.from(
          `  ${headTags}${firstPaint?.includes(FIRST_SCREEN_END) ? `\n${indent}  ${WAIT_FOR_FIRST_SCREEN}` : ''}\n${indent}`,
        ),
        toRoot,
        ...(firstPaint?.length ? [ROOT_START, bytes(firstPaint), ROOT_END] : [emptyRoot]),
        ...(data === undefined ? [] : [DATA_START, bytes(data), DATA_END]),
        end,
      ]),
  };
}
