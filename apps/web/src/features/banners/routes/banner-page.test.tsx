import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { BannerPage } from './banner-page';

// Moved from the browser tier (issue 25): a banner address that leads nowhere. The browser keeps
// a real banner opened from the home page's carousel (e2e/content.e2e.test.ts).

describe('the banner page of a banner that is not there', () => {
  it.each([
    ['en', '/banner/999999', 'Offer not found', 'Go to the catalogue'],
    ['ky', '/banner/summer', 'Акция табылган жок', 'Каталогго өтүү'],
  ] as const)('in %s, says %s is not found and leads to the catalogue', async (language, at, notFound, toCatalog) => {
    const api = fakeApi({ 'GET /banners/:banners_id': refuse(404, 'not_found'), 'GET /banners': [] });
    renderComponent(
      <Routes>
        <Route path="/banner/:id" element={<BannerPage />} />
      </Routes>,
      { language, at },
    );
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: toCatalog }).getAttribute('href')).toBe('/catalog');
    // An address that is no banner id is not even asked for.
    expect(api.calls('GET /banners/:banners_id')).toHaveLength(at === '/banner/summer' ? 0 : 1);
  });
});
