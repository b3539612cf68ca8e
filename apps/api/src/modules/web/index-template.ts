import type { Language } from '@aruu/contract/common';

/** Head tags the server writes per page; the built file's own copies are dropped. */
const ownedTags = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+|product:[\w:]+)\b[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>/gi,
  /<link\b[^>]*\bhreflang\s*=[^>]*>/gi,
  /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json\b[^>]*>[\s\S]*?<\/script\s*>/gi,
];

export interface IndexTemplate {
  render(lang: Language, headTags: string): string;
}

/**
 * The built index.html cut once, at start-up, into the pieces around the two places a page
 * differs: the `lang` of <html> and the end of <head>. Rendering a page is then joining five
 * strings, with no HTML parsed per request.
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
  const indent = /\n([ \t]*)<\/head/i.exec(stripped)?.[1] ?? '';
  return {
    render: (lang, headTags) => `${beforeLang}${lang}${afterLang}  ${headTags}\n${indent}${fromHeadEnd}`,
  };
}
