import { createHash } from 'node:crypto';
import { FIRST_SCREEN_END_ID, heldTapsScript } from '@aruu/contract/first-paint';
import { describe, expect, it } from 'vitest';
import { heldTapsScriptSource } from '../../plugins/security.js';
import { compileIndexTemplate, type PageParts, pageDataText } from './index-template.js';

/** The page as text, as a browser decodes it. */
const renderText = (html: string, parts: PageParts) => compileIndexTemplate(html).render(parts).toString('utf8');

const built = `<!doctype html>
<html lang="ru" data-x="1">
  <head>
    <meta charset="UTF-8" />
    <title>Old</title>
    <meta name="description" content="Old" />
    <meta property="og:title" content="Old" />
    <meta name="twitter:card" content="summary" />
    <link rel="canonical" href="https://old.example/" />
    <link rel="alternate" hreflang="en" href="https://old.example/?lang=en" />
    <link rel="stylesheet" href="/assets/app.css">
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><title>not in head</title><div id="root"></div></body>
</html>
`;

describe('index.html template', () => {
  it('sets the language and puts the head tags in place of the built ones', () => {
    const html = renderText(built, { lang: 'ky', headTags: '<title>New</title>' });
    expect(html).toContain('<html lang="ky" data-x="1">');
    expect(html).not.toContain('Old');
    expect(html).not.toContain('old.example');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css">');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html).toMatch(/<title>New<\/title>\n {2}<\/head>/);
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>New'));
  });

  it('puts the first paint inside the root element, and nothing when there is none', () => {
    const template = compileIndexTemplate(built);
    expect(template.render({ lang: 'en', headTags: '', firstPaint: '<p>Hello</p>' }).toString('utf8')).toContain(
      '<div id="root" data-hydrating><p>Hello</p></div></body>',
    );
    const empty = template.render({ lang: 'en', headTags: '' }).toString('utf8');
    expect(empty).toContain('<div id="root"></div></body>');
    expect(empty).not.toContain(heldTapsScript);
  });

  it('writes the script that holds early taps right before a first paint, not inert, allowed by the CSP', () => {
    const html = renderText(built, { lang: 'en', headTags: '', firstPaint: '<p>Hello</p>' });
    expect(html).toContain(`<script>${heldTapsScript}</script><div id="root" data-hydrating><p>Hello</p>`);
    expect(html).not.toContain('inert');
    const hash = createHash('sha256').update(heldTapsScript).digest('base64');
    expect(heldTapsScriptSource).toBe(`'sha256-${hash}'`);
  });

  it('makes the browser parse a first paint up to the end of its first screen before painting, where it marks one', () => {
    const template = compileIndexTemplate(built);
    const wait = `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`;
    const marked = `<p>Card</p><span id="${FIRST_SCREEN_END_ID}" hidden></span><p>More</p>`;
    for (const firstPaint of [marked, Buffer.from(marked)]) {
      const html = template.render({ lang: 'en', headTags: '<title>New</title>', firstPaint }).toString('utf8');
      expect(html).toMatch(new RegExp(`<title>New</title>\\n {4}${wait}\\n {2}</head>`));
    }
    for (const firstPaint of ['<p>Hello</p>', undefined]) {
      expect(template.render({ lang: 'en', headTags: '', firstPaint }).toString('utf8')).not.toContain('rel="expect"');
    }
  });

  it("puts a server-rendered page's data beside the root as a data block no text can close", () => {
    const data = { queries: [{ title: '</script><script>alert(1)</script>' }] };
    const html = renderText(built, {
      lang: 'en',
      headTags: '',
      firstPaint: '<p>Hi</p>',
      data: pageDataText(data),
    });
    const block = /<script type="application\/json" id="query-data">(.*?)<\/script><\/body>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block ?? '')).toEqual(data);
    expect(html).toContain('<div id="root" data-hydrating><p>Hi</p></div><script type="application/json"');
  });

  it('marks the page dark for a shopper who chose dark', () => {
    const template = compileIndexTemplate(built);
    expect(template.render({ lang: 'en', headTags: '', dark: true }).toString('utf8')).toContain(
      '<html lang="en" class="dark" data-x="1">',
    );
    expect(template.render({ lang: 'en', headTags: '' }).toString('utf8')).toContain('<html lang="en" data-x="1">');
  });

  it('keeps the inline stylesheet and gives its CSP hash, that of the text a browser hashes', () => {
    const css = 'html{color:#111}\n.dark body{background:#000}';
    const withStyle = built.replace('<link rel="stylesheet" href="/assets/app.css">', `<style>${css}</style>`);
    const template = compileIndexTemplate(withStyle);
    const html = template.render({ lang: 'en', headTags: '' }).toString('utf8');
    const served = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(served).toBe(css);
    const sha256 = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(template.styleHashes).toEqual([`'sha256-${sha256}'`]);
    expect(compileIndexTemplate(built).styleHashes).toEqual([]);
  });

  it('refuses a file without a head', () => {
    expect(() => compileIndexTemplate('<html><body></body></html>')).toThrow(/<\/head>/);
  });

  it('refuses a file without an empty root element', () => {
    expect(() => compileIndexTemplate('<html><head></head><body></body></html>')).toThrow(/root/);
  });
});
