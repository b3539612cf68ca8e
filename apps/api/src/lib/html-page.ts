import { escapeHtml } from './escape-html.js';

/**
 * The document around a server-rendered page (the sandbox pages). No script: the site's CSP
 * forbids inline script, so these pages are plain HTML with an inline style block.
 */
export function htmlPage(options: { title: string; styles: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>${options.styles}</style>
</head>
<body><main>
${options.body}
</main></body>
</html>
`;
}
