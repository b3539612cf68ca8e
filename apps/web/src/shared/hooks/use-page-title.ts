import { useEffect } from 'react';

/**
 * The tab title while a page is shown: "{title} | Aruu", or the title as it is when it names the
 * shop itself (the home page). The server writes the same one into the page's head
 * (apps/api modules/web/page-texts.ts), so it does not change as the page comes alive.
 */
export function usePageTitle(title: string | undefined, { namesTheShop = false } = {}) {
  useEffect(() => {
    if (title) document.title = namesTheShop ? title : `${title} | Aruu`;
  }, [title, namesTheShop]);
}
