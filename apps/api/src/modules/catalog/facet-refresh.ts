import type { FastifyBaseLogger } from 'fastify';
import type { CatalogService } from './catalog.service.js';

/**
 * Recounts the precounted facets every `intervalMs` when catalogue writes are pending. Until then
 * listings count live, so the interval trades the refresh's database time (about 2 s at 100,000
 * products) against how long listings stay on the slower path after a write.
 */
export function startFacetRefresh(options: { catalog: CatalogService; intervalMs: number; log: FastifyBaseLogger }) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await options.catalog.refreshFacetCounts();
    } catch (error) {
      options.log.warn({ err: error }, 'facet counts refresh failed; listings count live until the next');
    } finally {
      running = false;
    }
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
