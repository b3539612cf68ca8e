import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * React Router 7's package exports name only its development build (`dist/development`, with
 * `ENABLE_DEV_WARNINGS = true`), whatever the bundler's mode: remix-run/react-router#12532 and
 * #14102; still so in 7.18.5, the version installed. The production build beside it differs by
 * that one flag, so every production bundle (storefront, staff app, server renderer) points the
 * package at it: the minifier then drops the development warnings and their strings. The
 * development server and the tests keep the package as published.
 */
export const reactRouterProductionBuild: Alias[] = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/')),
  },
];
