import { isIndexed, pageIds, pages } from '@aruu/contract/pages';

/** The pages kept from crawlers, as path prefixes: `/auth` also closes `/auth/{token}`. */
const closedPages = [
  ...new Set(pageIds.filter((page) => !isIndexed(page)).map((page) => pages[page].path.replace(/\/:.*$/, ''))),
];

/**
 * robots.txt: the shop is open to crawlers; the API, the provider simulators, the pages the
 * page table does not index (sign-in, the signed-in-only screens, which also say noindex in their
 * head) and the back office are not.
 */
export function robotsTxt(origin: string): string {
  const closed = ['/api/', '/_sandbox/', ...closedPages, '/staff'];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
