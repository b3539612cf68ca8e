import { useEffect } from 'react';

/** The tab title while a page is shown; the server sets the first one (SEO head). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Aruu`;
  }, [title]);
}
