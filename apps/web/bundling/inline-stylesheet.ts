import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/**
 * The most the storefront's stylesheet may weigh (gzip) to be written into every page's <head>.
 * Each page's HTML carries it instead of a render-blocking request for it; past this size a page
 * should carry only its first screen's rules and load the rest without blocking.
 */
export const INLINE_STYLESHEET_BUDGET_KB = 16;

/** The built stylesheet links Vite writes into index.html: `<link rel="stylesheet" … href="/assets/….css">`. */
const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * `html` with each of its own stylesheets' links replaced by a <style> element holding the sheet,
 * so the first paint needs no request but the page's own. The server allows exactly these
 * elements by their hash in the page's CSP (apps/api modules/web/index-template.ts). Throws on a
 * link to a file not in `assets` or a sheet that would close the element early.
 */
export function inlineStylesheets(
  html: string,
  assets: ReadonlyMap<string, string>,
): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const result = html.replace(stylesheetLink, (_link, file: string) => {
    const css = assets.get(file);
    if (css === undefined) throw new Error(`index.html links ${file}, which the build did not write`);
    if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style", which would end its inline element early`);
    inlined.push(file);
    return `<style>${css}</style>`;
  });
  return { html: result, inlined };
}

const text = (asset: Rollup.OutputAsset) =>
  typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');

/**
 * Writes the storefront's stylesheet into index.html's <head> (issue 30: the linked sheet blocked
 * rendering until it had downloaded). The whole sheet, not a first-screen subset: it is small
 * enough (gzip) that a page carries it for about the cost of the request it saves, every page's
 * first screen needs rules from all over it (server-rendered catalogue and product pages, the
 * prerendered ones, dark mode), and it is one sheet, so nothing is left to load later. The build
 * fails when the sheet outgrows `INLINE_STYLESHEET_BUDGET_KB`. The file stays in the output (the
 * staff app has its own).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'aruu-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || !filename.endsWith('index.html')) return html;
        const assets = new Map(
          Object.values(bundle).flatMap((file) =>
            file.type === 'asset' && file.fileName.endsWith('.css') ? [[file.fileName, text(file)] as const] : [],
          ),
        );
        const result = inlineStylesheets(html, assets);
        if (result.inlined.length === 0) throw new Error('index.html links no stylesheet to inline');
        const kb = gzipSync(result.inlined.map((file) => assets.get(file)).join('')).length / 1024;
        if (kb > INLINE_STYLESHEET_BUDGET_KB)
          throw new Error(
            `the inlined stylesheet is ${kb.toFixed(1)} KB gzip, over ${INLINE_STYLESHEET_BUDGET_KB} KB: inline only the first screen's rules and load the rest without blocking`,
          );
        return result.html;
      },
    },
  };
}
