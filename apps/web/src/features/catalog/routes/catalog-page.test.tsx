import type { CategoryNode } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/languages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productCard, productList } from '@/testing/builders';
import { type FakeAnswer, fakeApi, refuse } from '@/testing/fake-api';
import { onPhoneWidth } from '@/testing/media';
import { renderComponent } from '@/testing/render';
import { CatalogPage } from './catalog-page';
import { ProductPage } from './product-page';

// Moved from the browser tier (issue 25): what the catalogue and the product page say when there
// is nothing to show, and how the catalogue reads a damaged address. The browser keeps the
// journeys through real results (e2e/catalog.e2e.test.ts).

const tree: CategoryNode[] = [
  {
    id: 1,
    name: 'Skin care',
    slug: 'skin-care',
    old_slugs: [],
    categories: [{ id: 12, name: 'Sunscreen', slug: 'sunscreen', old_slugs: [] }],
  },
];

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

onPhoneWidth();

function renderCatalog(at: string, products: FakeAnswer<'POST /products'>, language: Language = 'en') {
  const api = fakeApi({ 'GET /categories': tree, 'POST /products': products });
  renderComponent(
    <>
      <CatalogPage />
      <Address />
    </>,
    { language, at },
  );
  return { api, user: userEvent.setup() };
}

const results = () => screen.getByRole('region', { name: /^(Products|Товарлар)$/ });

describe('the catalogue with nothing to show', () => {
  it('says nothing matches the filters, and Reset filters keeps the category and shows it again', async () => {
    const { user } = renderCatalog('/catalog?categoryName=sunscreen&min_price=999999', ({ query }) =>
      query.has('min_price') ? productList([], { total: 0 }) : productList([productCard({ title: 'SPF 50 fluid' })]),
    );
    expect(await within(results()).findByRole('heading', { name: 'Nothing found' })).toBeTruthy();
    expect(within(results()).getByText('Try removing some filters or widening the price range.')).toBeTruthy();
    await user.click(within(results()).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(address()).toBe('/catalog?categoryName=sunscreen'));
    expect(await within(results()).findByRole('heading', { name: 'SPF 50 fluid' })).toBeTruthy();
  });

  it.each([
    ['en', 'Results for “qqxqzzqq”', 'Nothing found', 'See the whole catalog'],
    ['ky', '«qqxqzzqq» боюнча табылгандар', 'Эч нерсе табылган жок', 'Толук каталогду көрүү'],
  ] as const)(
    'in %s, says a search found nothing and leads to the whole catalogue',
    async (language, heading, nothing, whole) => {
      const { api, user } = renderCatalog('/catalog?search=qqxqzzqq', productList([], { total: 0 }), language);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(await within(results()).findByRole('heading', { name: nothing })).toBeTruthy();
      expect(api.calls('POST /products')[0]!.query.get('search')).toBe('qqxqzzqq');
      await user.click(within(results()).getByRole('link', { name: whole }));
      await waitFor(() => expect(address()).toBe('/catalog'));
    },
  );

  it('drops invalid values from the address and asks for the rest instead of failing', async () => {
    const { api } = renderCatalog(
      '/catalog?categoryName=sunscreen&page=-3&brand=abc&min_price=cheap&sort=best&in_stock=maybe',
      productList([productCard({ title: 'SPF 50 fluid' })]),
    );
    expect(await within(results()).findByRole('heading', { name: 'SPF 50 fluid' })).toBeTruthy();
    const { query } = api.calls('POST /products')[0]!;
    expect(Object.fromEntries(query)).toEqual({ categoryName: 'sunscreen', page: '1', lang: 'en' });
  });
});

describe('the product page of a product that is not there', () => {
  it.each([
    ['en', '/product/987654321', 'Product not found', 'Go to the catalog'],
    ['ky', '/product/not-a-number', 'Товар табылган жок', 'Каталогго өтүү'],
  ] as const)('in %s, says %s is not found and leads to the catalogue', async (language, at, notFound, toCatalog) => {
    const api = fakeApi({ 'GET /products/:id': refuse(404, 'not_found') });
    renderComponent(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { language, at },
    );
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: toCatalog }).getAttribute('href')).toBe('/catalog');
    // An address that is no product id is not even asked for.
    expect(api.calls('GET /products/:id')).toHaveLength(at === '/product/not-a-number' ? 0 : 1);
  });
});
