import type { FirstPaints } from '@aruu/contract/first-paint';
import type { Language } from '@aruu/contract/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTransport, setTransport } from '@/shared/api/client';
import { drawingOnServer } from '@/shared/session/use-signed-in';
import { prerenderPages } from './prerender';

// The first paints the build writes (prerender.tsx), rendered here as the build renders them: the
// server puts them in #root as they are (the API's web.routes.test.ts), and the browser tier checks
// that the build serves these and that the app hydrates them in place.

const texts: Record<Language, { title: string; lead: string; loading: string }> = {
  ru: {
    title: 'Оформление заказа',
    lead: 'Проверьте данные и выберите, как получить и оплатить заказ.',
    loading: 'Загрузка…',
  },
  en: {
    title: 'Checkout',
    lead: 'Check your details, then choose how to get and pay for your order.',
    loading: 'Loading…',
  },
  ky: {
    title: 'Буйрутманы тариздөө',
    lead: 'Маалыматтарыңызды текшерип, буйрутманы кантип алып, кантип төлөй турганыңызды тандаңыз.',
    loading: 'Жүктөлүүдө…',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let pages: FirstPaints;
/** What the pages asked of the API while they were drawn. */
const asked: string[] = [];
beforeAll(async () => {
  setTransport(async (url) => {
    asked.push(url);
    return new Response(null, { status: 500 });
  });
  pages = await prerenderPages();
});
afterAll(() => {
  resetTransport();
  // The prerender leaves the last page it drew as the one being drawn; later renders in this worker draw their own.
  drawingOnServer(undefined);
});

describe("the checkout's first paint", () => {
  it.each(Object.keys(texts) as Language[])(
    'is its shell, in %s: the layout, heading, lead and the skeleton of form and summary',
    (language) => {
      const shell = pages[language].checkout;
      expect(shell).toMatch(/<header\b/);
      expect(shell).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(texts[language].title)}</h1>`));
      expect(shell).toMatch(new RegExp(`<p [^>]*data-checkout-lead[^>]*>${escapeRegExp(texts[language].lead)}</p>`));
      expect(shell).toContain(`>${texts[language].loading}</p>`);
      // Three sections of the form and the summary beside them, as placeholders.
      expect(shell.match(/data-skeleton/g)?.length).toBeGreaterThanOrEqual(20);
      // Drawn for nobody in particular: nothing was asked of the API, so nothing of a shopper's is in it.
      expect(asked).toEqual([]);
    },
  );
});
