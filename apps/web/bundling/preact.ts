import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The storefront is written with React and tested with React (the component tier runs the
 * source as it is), but its browser build and the server's renderer run on preact/compat:
 * react-dom alone was 67.5 KB gzip of the 140 KB a phone loaded before the home page could be
 * used (issue 30). Only exact names are aliased, so `react-dom/static` is the server's and no
 * other subpath slips through to React.
 */
export const preactForReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The server's renderer (src/prerender.tsx, src/server-render.tsx) on Preact too: the markup it
 * writes is the markup Preact hydrates (its `useId` ids, its text nodes), not React's.
 */
export const preactForReactOnServer: Alias[] = [
  ...preactForReact,
  { find: /^react-dom\/static$/, replacement: fileURLToPath(new URL('./preact-static.ts', import.meta.url)) },
];
