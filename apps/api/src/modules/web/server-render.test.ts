import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import type { RenderedPage } from './render-protocol.js';
import { cachedRenders } from './server-render.js';

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
