import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import type { RenderedPage } from './render-protocol.js';
import { cachedRenders, observeRenders } from './server-render.js';

const page = (html: string): RenderedPage => ({ html, data: {} });

describe('cachedRenders', () => {
  it('keeps a rendered page for its time to live', async () => {
    const render = vi.fn(async () => page('<main>1</main>'));
    const cached = cachedRenders(render, 60_000);
    expect(await cached('/product/1', 'ru')).toEqual(page('<main>1</main>'));
    expect(await cached('/product/1', 'ru')).toEqual(page('<main>1</main>'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a page the pool sent unrendered, so the next request renders it', async () => {
    const render = vi.fn<(url: string) => Promise<RenderedPage | undefined>>();
    render.mockResolvedValueOnce(undefined).mockResolvedValueOnce(page('<main>rendered</main>'));
    const cached = cachedRenders(render, 60_000);
    expect(await cached('/product/1', 'ru')).toBeUndefined();
    expect(await cached('/product/1', 'ru')).toEqual(page('<main>rendered</main>'));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers the page it had when a refresh of an expired page renders nothing', async () => {
    // Only the clock is faked: the refresh runs on real timers, which `eventually` waits on.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const render = vi.fn<(url: string) => Promise<RenderedPage | undefined>>();
      render.mockResolvedValueOnce(page('<main>old</main>')).mockResolvedValue(undefined);
      const cached = cachedRenders(render, 1000);
      expect(await cached('/catalog', 'ky')).toEqual(page('<main>old</main>'));
      vi.setSystemTime(Date.now() + 1001);
      expect(await cached('/catalog', 'ky')).toEqual(page('<main>old</main>'));
      await eventually(() => expect(render).toHaveBeenCalledTimes(2));
      expect(await cached('/catalog', 'ky')).toEqual(page('<main>old</main>'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders each language of an address apart', async () => {
    const render = vi.fn(async (url: string, lang: string) => page(`${lang} ${url}`));
    const cached = cachedRenders(render, 60_000);
    expect((await cached('/catalog', 'en'))?.html).toBe('en /catalog');
    expect((await cached('/catalog', 'ky'))?.html).toBe('ky /catalog');
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
    expect(observe('/product/1', 'ru', { html: '<h1>1</h1>', data: {}, renders: 1, undeclared: [] })).toEqual(
      page('<h1>1</h1>'),
    );
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
    expect(observe('/product/1', 'ky', { html: '<h1>1</h1>', data: {}, renders: 2, undeclared })).toEqual(
      page('<h1>1</h1>'),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ location: '/product/1', language: 'ky', undeclared, renders: 2 }),
      expect.stringContaining('declaration'),
    );
    expect(await counted()).toMatchObject({
      aruu_server_render_passes_total: 2,
      aruu_server_render_undeclared_queries_total: 1,
    });
  });

  it('passes an unrendered page on as none', () => {
    expect(setup().observe('/catalog', 'en', undefined)).toBeUndefined();
  });
});
