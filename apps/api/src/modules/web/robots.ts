import { accountPaths } from './page-route.js';

/**
 * robots.txt: the shop is open to crawlers; the API, the provider simulators, the sign-in
 * screen and the signed-in-only screens are not (those also say noindex in their head).
 */
export function robotsTxt(origin: string): string {
  const closed = ['/api/', '/_sandbox/', '/auth', ...accountPaths];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
