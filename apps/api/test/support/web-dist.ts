import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_PAINT_FILE, firstPaintPages } from '@aruu/contract/first-paint';
import { afterAll } from 'vitest';
import { findXmlError } from './svg-checks.js';

/** The storefront's stylesheet as the build writes it into index.html (apps/web bundling/inline-stylesheet.ts). */
export const WEB_DIST_STYLESHEET = 'body{margin:0}\n.dark body{background:#111}';

/** A stand-in for the built web app, shaped like Vite's output, in a temp folder removed after the file's tests. */
export function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'aruu-web-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'assets'));
  const script = 'console.log("app")\n';
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  // As the build's precompress step leaves them.
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Built-in description" />
    <title>Built-in title</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <style>${WEB_DIST_STYLESHEET}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  // The staff app's page, as its own build leaves it.
  writeFileSync(
    join(dir, 'staff.html'),
    `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Aruu — staff</title>
    <script type="module" crossorigin src="/assets/staff-def456.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  // As the build's prerender step leaves it: each page's first paint in every language.
  const firstPaints = (lang: string) =>
    Object.fromEntries(firstPaintPages.map((page) => [page, `<p>${page} in ${lang}</p>`]));
  writeFileSync(
    join(dir, FIRST_PAINT_FILE),
    JSON.stringify({ ru: firstPaints('ru'), en: firstPaints('en'), ky: firstPaints('ky') }),
  );
  return dir;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[match[1]!] = decode(match[2]!);
  return attributes;
}

/** The head of a served page, read back the way a crawler would. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => attributesOf(match[0]));
  const meta = (key: string) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => attributesOf(match[0]));
  const ldBlocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => decode(match[1]!)),
    meta,
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === 'alternate').map((link) => [link.hreflang, link.href]),
    ),
    ldBlocks,
    jsonLd: ldBlocks.map((block) => JSON.parse(block) as Record<string, unknown>),
  };
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** A sitemap or sitemap index, checked for well-formedness and read back. */
export function readSitemap(xml: string) {
  const prolog = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!xml.startsWith(prolog)) throw new Error('no XML declaration');
  const error = findXmlError(xml.slice(prolog.length));
  if (error) throw new Error(`malformed XML: ${error}`);
  const text = (block: string, tag: string) => {
    const value = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(block)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  const urls: SitemapUrl[] = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: text(block, 'loc')!,
    lastmod: text(block, 'lastmod'),
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link [^>]*\/>/g)].map((link) => {
        const attributes = attributesOf(link[0]);
        return [attributes.hreflang!, attributes.href!];
      }),
    ),
  }));
  const sitemaps = [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map(([, block = '']) => ({
    loc: text(block, 'loc')!,
    lastmod: text(block, 'lastmod'),
  }));
  return { root: /<(urlset|sitemapindex)\b[^>]*>/.exec(xml)?.[0], urls, sitemaps };
}
