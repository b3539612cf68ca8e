import { createHash } from 'node:crypto';
import type { Language } from '@aruu/contract/common';
import { HYDRATING_ATTRIBUTE, heldTapsScript, QUERY_DATA_ID } from '@aruu/contract/first-paint';

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
   */
  firstPaint?: string;
  /**
   * The query cache's answers behind a server-rendered first paint, as JSON text, for the app to
   * hydrate before it takes the first paint over: a data block, which the CSP lets through as it
   * never runs.
   */
  data?: string;
  /** The shopper chose dark (the app mirrors the choice into a cookie): no light flash first. */
  dark?: boolean;
}

export interface IndexTemplate {
  render(parts: PageParts): string;
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
const rootWith = (firstPaint: string | undefined) =>
  firstPaint
    ? `<script>${heldTapsScript}</script><div id="root" ${HYDRATING_ATTRIBUTE}>${firstPaint}</div>`
    : EMPTY_ROOT;

/** `<` escaped, so no text in the data can close the script element. */
const dataBlock = (json: string | undefined) =>
  json === undefined
    ? ''
    : `<script type="application/json" id="${QUERY_DATA_ID}">${json.replaceAll('<', '\\u003c')}</script>`;

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
  return {
    styleHashes: [...stripped.matchAll(styleElement)].map((match) => cspHash(match[1] ?? '')),
    render: ({ lang, headTags, firstPaint, data, dark }) =>
      `${beforeLang}${lang}${dark ? '" class="dark' : ''}${afterLang}  ${headTags}\n${indent}${beforeRoot}${rootWith(firstPaint)}${dataBlock(data)}${fromRootEnd}`,
  };
}
