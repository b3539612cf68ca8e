import { accountPaths } from './page-route.js';

/**
 * robots.txt: the shop is open to crawlers; the API, the provider simulators, the sign-in
 * screen, the signed-in-only screens and the back office are not (those also say noindex).
 */
export function robotsTxt(origin: string): string {
  const closed = ['/api/', '/_sandbox/', '/auth', ...accountPaths, '/staff'];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
