/**
 * The storefront's first paint, rendered at build time (Node, not the browser): the pages whose
 * top needs no data, with the layout, in each language. The server puts it inside #root (links
 * work, other taps are held until the app is live: heldTapsScript), so a phone shows the header
 * and the home page's headline while the JavaScript is still on its way; the app then hydrates it
 * (the same nodes go live). Data (products, banners) is not
 * fetched here: those parts show the same placeholders as the app's first render. Signed-in
 * state, the colour mode and the phone/desktop queries take their server values (signed out,
 * light, phone), which the app swaps for the real ones right after hydrating.
 *
 * The checkout, a signed-in page, is drawn as its shell: the layout, its heading and lead and the
 * skeleton of its form and summary, which the app hydrates as they are (its first render shows the
 * same skeleton while the profile, address and cart load). It is drawn signed in
 * (shared/session/use-signed-in.ts), with nothing personal: its queries do not run here.
 *
 * Other pages that need data get no first paint from here: the catalogue and product pages are
 * rendered by the server per request with their data (src/server-render.tsx); for the others (cart,
 * account) drawing the layout around a spinner and then replacing it cost more main-thread time than
 * the early paint gave back (Lighthouse on a phone: catalogue 87 → 83, product 91 → 84, cart 92 → 87).
 */
import type { Language } from '@aruu/contract/common';
import { type FirstPaintPage, type FirstPaints, firstPaintPages } from '@aruu/contract/first-paint';
import { pagePath } from '@aruu/contract/pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { messages as en } from '@/app/locales/en';
import { messages as ky } from '@/app/locales/ky';
import { messages as ru } from '@/app/locales/ru';
import { AppRoutes, preloadPage } from '@/app/router';
import type { Texts } from '@/shared/i18n/text-keys';
import { TextsContext } from '@/shared/i18n/texts-context';
import { givenTexts } from '@/shared/i18n/texts-store';
import { drawingOnServer } from '@/shared/session/use-signed-in';

/** A first-time visitor: nothing stored, so the colour mode is light and nobody is signed in. */
const nothingStored: Storage = {
  length: 0,
  clear() {},
  getItem: () => null,
  key: () => null,
  removeItem() {},
  setItem() {},
};
Object.assign(globalThis, { localStorage: nothingStored, sessionStorage: nothingStored });

const bundles: Record<Language, Texts> = { en, ky, ru };

export { FIRST_PAINT_FILE } from '@aruu/contract/first-paint';

export async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // Whole: a large part would otherwise be written out of place, with an inline script to
    // move it in, which the CSP (no inline script) would block.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // React would quietly leave a failed part to the browser; a first paint must be whole.
  if (errors.length > 0) throw new AggregateError(errors, 'prerendering failed');
  const html = Buffer.concat(chunks).toString('utf8');
  if (html.includes('<script')) throw new Error('prerendered HTML has an inline script, which the CSP would block');
  return html;
}

/** The app's providers around `routes` at `location`, in `language`, over `queryClient`'s data. */
export function inLanguage(
  language: Language,
  location: string,
  routes: ReactNode,
  queryClient = new QueryClient(),
): ReactNode {
  return (
    // Its own texts, in `language`, for each render: renders of other languages may run meanwhile.
    <TextsContext value={givenTexts(language, bundles[language])}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={location}>{routes}</StaticRouter>
      </QueryClientProvider>
    </TextsContext>
  );
}

export async function prerenderPages(): Promise<FirstPaints> {
  const result = {} as FirstPaints;
  for (const language of Object.keys(bundles) as Language[]) {
    const pages = {} as Record<FirstPaintPage, string>;
    for (const page of firstPaintPages) {
      const path = pagePath(page);
      // Loaded first, as the browser does before hydrating, so the page renders in place instead
      // of suspending (which React would write as a hidden part and an inline script).
      await preloadPage(path);
      drawingOnServer(path);
      pages[page] = await renderToHtml(inLanguage(language, path, <AppRoutes />));
    }
    result[language] = pages;
  }
  return result;
}
