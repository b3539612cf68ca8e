import type { ProductPhotos, StaffPhoto } from '@aruu/contract/staff-photos';
import type { StaffProduct, StaffProductOptions } from '@aruu/contract/staff-products';
import type { ProductStock, StaffStockLocation, StockVariation } from '@aruu/contract/staff-stock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffMember } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as ProductEditorPage } from './product-editor-page';

const triple = (ru: string) => ({ ru, en: ru, ky: ru });

const variation = (id: number, sku: string, name: string) => ({
  id,
  sku,
  barcode: null,
  name: triple(name),
  price: 99000,
  compare_at_price: null,
  color_hex: null,
  stock: 3,
  ordered: false,
  hidden: false,
});

const product: StaffProduct = {
  id: 7,
  texts: {
    title: triple('Lipstick'),
    description: triple('Creamy.'),
    composition: triple('Wax.'),
    usage: triple('Apply.'),
    seo_title: triple(''),
    seo_description: triple(''),
  },
  brand_id: 1,
  category_id: 11,
  property_value_ids: [],
  released_at: '2026-11-01T00:00:00.000Z',
  is_recommended: false,
  published: true,
  image: '/media/products/7.svg',
  missing_languages: [],
  variations: [variation(71, 'LIP-BR', 'Brown'), variation(72, 'LIP-RD', 'Red')],
  version: 4,
  updated_at: '2026-11-20T00:00:00.000Z',
};

const options: StaffProductOptions = {
  brands: [{ id: 1, name: 'Missha' }],
  categories: [{ id: 11, name: 'Lipsticks', parent_name: 'Lips', leaf: true }],
  properties: [],
};

const photo = (id: number, variationId: number | null): StaffPhoto => ({
  id,
  src: `/media/photos/${id}`,
  widths: [320],
  width: 800,
  height: 800,
  placeholder: 'data:image/png;base64,',
  variation_id: variationId,
  alt_ru: '',
  alt_en: '',
  alt_ky: '',
});

// A photo of the whole product and one of the red shade; none of the brown one.
const photos: ProductPhotos = {
  product_id: 7,
  title: 'Lipstick',
  variations: [
    { id: 71, name: 'Brown' },
    { id: 72, name: 'Red' },
  ],
  photos: [photo(1, null), photo(2, 72)],
};

const online: StaffStockLocation = {
  id: 1,
  code: 'online',
  name: 'Online warehouse',
  sells: true,
  active: true,
  is_default: true,
};

const stockOf = (id: number, sku: string, name: string, free: number): StockVariation => ({
  variation_id: id,
  product_id: 7,
  title: 'Lipstick',
  variation_name: name,
  sku,
  barcode: null,
  stock: free,
  reserved: 0,
  in_transit: 0,
  on_hand: free,
  low_stock_threshold: 5,
  low: false,
  hidden: false,
  locations: [
    {
      location_id: 1,
      code: 'online',
      name: 'Online warehouse',
      sells: true,
      active: true,
      stock: free,
      reserved: 0,
      incoming: 0,
      low_stock_threshold: 5,
      own_low_stock_threshold: null,
      low: false,
    },
  ],
});

const me = staffMember({ permissions: ['catalog.edit', 'stock.adjust'] });

/** The editor of a product whose brown shade has `free` units; a delivery adds to them, as the server would. */
function renderEditor() {
  let brown = 3;
  const stock = (): ProductStock => ({
    product_id: 7,
    title: 'Lipstick',
    low_stock_threshold: null,
    default_low_stock_threshold: 5,
    variations: [stockOf(71, 'LIP-BR', 'Brown', brown), stockOf(72, 'LIP-RD', 'Red', 2)],
  });
  const api = fakeApi({
    'GET /staff/me': me,
    // Before `:id`, which `options` would match too: the fake answers the first key that fits.
    'GET /staff/products/options': options,
    'GET /staff/products/:id': product,
    // Answered, so that a save the adjustment set off would be counted.
    'PUT /staff/products/:id': ({ body }) => ({ ...product, version: body.version + 1 }),
    'GET /staff/products/:id/photos': photos,
    'GET /staff/stock/products/:product_id': stock,
    'GET /staff/stock/locations': [online],
    'POST /staff/stock/variations/:variation_id/adjustments': ({ body }) => {
      brown += body.quantity;
      return {
        variation: stockOf(71, 'LIP-BR', 'Brown', brown),
        movement: {
          id: 9,
          variation_id: 71,
          sku: 'LIP-BR',
          variation_name: 'Brown',
          kind: 'delivery',
          quantity_change: body.quantity,
          stock_after: brown,
          counted: null,
          note: null,
          order_id: null,
          location: { id: 1, code: 'online', name: 'Online warehouse' },
          actor: { id: 5, name: 'Aigul' },
          created_at: '2026-11-29T10:00:00.000Z',
        },
        location: { id: 1, code: 'online', name: 'Online warehouse' },
      };
    },
  });
  renderComponent(
    <Routes>
      <Route path="/products/:id" element={<ProductEditorPage />} />
    </Routes>,
    { language: 'en', app: 'staff', at: '/products/7' },
  );
  return api;
}

const thumb = (where: string) => document.querySelector<HTMLElement>(`[data-photo-thumb="${where}"]`);

describe('the product editor of a manager who may adjust stock', () => {
  it("shows the main photo and each shade's own, or that it has none, with a link to give it one", async () => {
    renderEditor();
    await waitFor(() => expect(thumb('main')?.dataset.hasPhoto).toBe('yes'));
    expect(thumb('72')?.dataset.hasPhoto).toBe('yes');
    expect(thumb('71')?.dataset.hasPhoto).toBe('no');
    expect(within(thumb('71')!).getByText('No photo yet')).toBeTruthy();
    expect(within(thumb('72')!).queryByText('No photo yet')).toBeNull();
    const red = document.querySelector<HTMLElement>('[data-variation="1"]')!;
    expect(within(red).getByRole('link', { name: 'Variation photo' }).getAttribute('href')).toBe(
      '/products/7/photos?variation=72',
    );
  });

  it("takes a delivery from a shade's card below the form without sending the form, and shows the new figures", async () => {
    const api = renderEditor();
    const card = (await screen.findByText('SKU LIP-BR')).closest('article')!;
    expect(within(card).getByText('Free: 3')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Adjust stock' }));
    const form = document.querySelector<HTMLFormElement>('[data-staff-form=adjust-stock]')!;
    await userEvent.click(within(form).getByText('Delivery', { exact: true }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Units arrived' }), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved (Online warehouse): 8 free, 8 here in all')).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Free: 8')).toBeTruthy());
    const [sent] = api.calls('POST /staff/stock/variations/:variation_id/adjustments');
    expect(sent!.params).toEqual({ variation_id: '71' });
    expect(sent!.body).toMatchObject({ reason: 'delivery', quantity: 5, location_id: 1 });
    // The product's own form was not sent with it: a half-edited text stays unsaved.
    expect(api.calls('PUT /staff/products/:id')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Stock history' }).getAttribute('href')).toBe('/stock/7');
  });
});
