import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no media queries (the masonry grid asks for its columns, the catalogue for the width
 * that puts its filters in a drawer): for the tests of this file, no query matches — a phone's
 * width, the layout the pages assume first.
 */
export function onPhoneWidth() {
  beforeEach(() =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  afterEach(() => vi.unstubAllGlobals());
}
