import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheet';

const html = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>`;

describe('the stylesheet written into index.html', () => {
  it('replaces the link with the sheet in a <style> element, leaving the script', () => {
    const css = '.a{color:red}@font-face{src:url(/assets/lora.woff2)}';
    const result = inlineStylesheets(html, new Map([['assets/index-def.css', css]]));
    expect(result.inlined).toEqual(['assets/index-def.css']);
    expect(result.html).toContain(`<style>${css}</style>`);
    expect(result.html).not.toContain('<link');
    expect(result.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('refuses a link to a sheet the build did not write', () => {
    expect(() => inlineStylesheets(html, new Map())).toThrow(/assets\/index-def\.css/);
  });

  it('refuses a sheet that would close its element early', () => {
    const css = '.a::after{content:"</style><script>alert(1)</script>"}';
    expect(() => inlineStylesheets(html, new Map([['assets/index-def.css', css]]))).toThrow(/<\/style/);
  });
});
