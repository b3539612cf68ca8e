import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import type { PageHead } from './page-head.js';
import type { RenderedPage } from './render-protocol.js';
import {
  atMostAtOnce,
  type FetchedFirstScreen,
  keptPages,
  observeRenders,
  type PageContent,
  reusedRenders,
} from './server-render.js';

describe('keptPages', () => {
  const head = (status: 200 | 404) => ({ status }) as PageHead;
  /** A keeper like the catalogue's: keeps what its computation answers, nothing when it throws. */
  const keeper = () => {
    const kept = new Map<string, unknown>();
    return async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      if (!kept.has(key)) kept.set(key, await compute());
      return kept.get(key) as T;
    };
  };

  /** The page as text, whether just made (text) or kept (bytes). */
  const asText = (page: PageContent) => ({
    head: page.head,
    firstPaint: page.firstPaint?.toString(),
    data: page.data?.toString(),
  });

  it('keeps a rendered page, its first paint and data as they were', async () => {
    const keep = keptPages(keeper());
    const page = { head: head(200), firstPaint: '<main>Крем</main>', data: '{"a":"б"}' };
    const compute = vi.fn(async () => page);
    expect(asText(await keep('ru /product/1', compute))).toEqual(page);
    expect(asText(await keep('ru /product/1', compute))).toEqual(page);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a page that went out unrendered, so the next request renders it', async () => {
    const keep = keptPages(keeper());
    const compute = vi.fn<() => Promise<PageContent>>();
    compute
      .mockResolvedValueOnce({ head: head(200) })
      .mockResolvedValue({ head: head(200), firstPaint: '<main>rendered</main>', data: '{}' });
    expect(await keep('ru /product/1', compute)).toEqual({ head: head(200) });
    expect(asText(await keep('ru /product/1', compute)).firstPaint).toBe('<main>rendered</main>');
    expect(asText(await keep('ru /product/1', compute)).firstPaint).toBe('<main>rendered</main>');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps a page that does not exist, which has nothing to render', async () => {
    const keep = keptPages(keeper());
    const compute = vi.fn(async (): Promise<PageContent> => ({ head: head(404) }));
    await keep('en /product/999', compute);
    expect(await keep('en /product/999', compute)).toEqual({ head: head(404) });
    expect(compute).toHaveBeenCalledTimes(1);
  });
});

describe('observeRenders', () => {
  const setup = () => {
    const warn = vi.fn();
    const registry = new Registry();
    const observe = observeRenders({ warn } as unknown as FastifyBaseLogger, registry);
    const counted = async () =>
      Object.fromEntries((await registry.getMetricsAsJSON()).map((metric) => [metric.name, metric.values[0]?.value]));
    return { warn, observe, counted };
  };

  it('counts a page rendered once and answers it without the renderer’s figures', async () => {
    const { warn, observe, counted } = setup();
    observe('/product/1', 'ru', { html: '<h1>1</h1>', data: {}, renders: 1, undeclared: [] });
    expect(warn).not.toHaveBeenCalled();
    expect(await counted()).toEqual({
      aruu_server_rendered_pages_total: 1,
      aruu_server_render_passes_total: 1,
      aruu_server_render_undeclared_queries_total: 0,
    });
  });

  it('logs a page that ran queries its declaration does not name, naming them', async () => {
    const { warn, observe, counted } = setup();
    const undeclared = ['["GET /products/:id/reviews",{"id":1},{}]'];
    observe('/product/1', 'ky', { html: '<h1>1</h1>', data: {}, renders: 2, undeclared });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ location: '/product/1', language: 'ky', undeclared, renders: 2 }),
      expect.stringContaining('declaration'),
    );
    expect(await counted()).toMatchObject({
      aruu_server_render_passes_total: 2,
      aruu_server_render_undeclared_queries_total: 1,
    });
  });

  it('counts nothing for a page sent unrendered', async () => {
    const { observe, counted } = setup();
    observe('/catalog', 'en', undefined);
    expect(await counted()).toMatchObject({ aruu_server_rendered_pages_total: 0 });
  });
});

describe('reusedRenders', () => {
  const fetched = (answers: string | undefined, data: unknown = { answers }): FetchedFirstScreen => ({ data, answers });
  const drawing = () => {
    let drawn = 0;
    return vi.fn(
      async (): Promise<RenderedPage | undefined> => ({
        html: `<main>drawing ${++drawn}</main>`,
        data: {},
        renders: 1,
      }),
    );
  };

  it('answers the page drawn from the same answers, with the data just fetched', async () => {
    const reuse = reusedRenders(60_000);
    const draw = drawing();
    expect(await reuse('/product/1', 'ru', fetched('price 100', 'first'), draw)).toEqual({
      html: '<main>drawing 1</main>',
      data: 'first',
    });
    expect(await reuse('/product/1', 'ru', fetched('price 100', 'second'), draw)).toEqual({
      html: '<main>drawing 1</main>',
      data: 'second',
    });
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws again for other answers, another language or another address', async () => {
    const reuse = reusedRenders(60_000);
    const draw = drawing();
    await reuse('/product/1', 'ru', fetched('price 100'), draw);
    expect((await reuse('/product/1', 'ru', fetched('price 90'), draw))?.html).toBe('<main>drawing 2</main>');
    expect((await reuse('/product/1', 'ky', fetched('price 90'), draw))?.html).toBe('<main>drawing 3</main>');
    expect((await reuse('/product/2', 'ky', fetched('price 90'), draw))?.html).toBe('<main>drawing 4</main>');
  });

  it('keeps nothing of a page sent unrendered, or drawn with queries beyond its answers', async () => {
    const reuse = reusedRenders(60_000);
    const draw = vi.fn<() => Promise<RenderedPage | undefined>>();
    draw
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ html: '<main>more</main>', data: 'more', renders: 2 })
      .mockResolvedValue({ html: '<main>whole</main>', data: {}, renders: 1 });
    expect(await reuse('/catalog', 'en', fetched('list'), draw)).toBeUndefined();
    expect(await reuse('/catalog', 'en', fetched('list'), draw)).toMatchObject({
      html: '<main>more</main>',
      data: 'more',
    });
    expect((await reuse('/catalog', 'en', fetched('list'), draw))?.html).toBe('<main>whole</main>');
    expect((await reuse('/catalog', 'en', fetched('list'), draw))?.html).toBe('<main>whole</main>');
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('draws every page when turned off, or when the answers were not seen', async () => {
    const off = reusedRenders(0);
    const draw = drawing();
    await off('/product/1', 'ru', fetched('same'), draw);
    await off('/product/1', 'ru', fetched('same'), draw);
    const unseen = reusedRenders(60_000);
    await unseen('/product/1', 'ru', fetched(undefined), draw);
    await unseen('/product/1', 'ru', fetched(undefined), draw);
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('draws a page again once its time is up, for what only the clock changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const reuse = reusedRenders(1000);
      const draw = drawing();
      await reuse('/product/1', 'ru', fetched('same'), draw);
      vi.setSystemTime(Date.now() + 1001);
      expect((await reuse('/product/1', 'ru', fetched('same'), draw))?.html).toBe('<main>drawing 2</main>');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('atMostAtOnce', () => {
  it('answers nothing at once past its limit, and takes work again once some has ended', async () => {
    const inHand = atMostAtOnce(2);
    const gate = () => {
      let resolve: (value: string) => void = () => {};
      let reject: (error: Error) => void = () => {};
      const promise = new Promise<string>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    };
    const gates = [gate(), gate()];
    const held = gates.map((gate) => inHand(() => gate.promise));
    const refused = vi.fn(async () => 'ran');
    expect(await inHand(refused)).toBeUndefined();
    expect(refused).not.toHaveBeenCalled();
    gates[0]!.resolve('first');
    expect(await held[0]).toBe('first');
    expect(await inHand(async () => 'after')).toBe('after');
    gates[1]!.reject(new Error('a failed page'));
    await expect(held[1]).rejects.toThrow('a failed page');
    expect(await inHand(async () => 'again')).toBe('again');
  });
});
