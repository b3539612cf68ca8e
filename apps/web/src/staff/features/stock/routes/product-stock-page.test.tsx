import type { StaffMe } from '@aruu/contract/staff-auth';
import type {
  ProductStock,
  StaffStockLocation,
  StockAtLocation,
  StockHistory,
  StockVariation,
} from '@aruu/contract/staff-stock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setWorkLocation } from '@/staff/shared/location/work-location';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { AdjustStock } from '../components/adjust-stock';
import { Component as ProductStockPage } from './product-stock-page';

const locations: StaffStockLocation[] = [
  { id: 1, code: 'online', name: 'Online warehouse', sells: true, active: true, is_default: true },
  { id: 2, code: 'tsum', name: 'TSUM', sells: true, active: true, is_default: false },
  { id: 3, code: 'vefa', name: 'Vefa', sells: true, active: true, is_default: false },
];

function at(location: StaffStockLocation, figures: Partial<StockAtLocation> = {}): StockAtLocation {
  return {
    location_id: location.id,
    code: location.code,
    name: location.name,
    sells: true,
    active: true,
    stock: 0,
    reserved: 0,
    incoming: 0,
    low_stock_threshold: 5,
    own_low_stock_threshold: null,
    low: true,
    ...figures,
  };
}

const variation: StockVariation = {
  variation_id: 70,
  product_id: 7,
  title: 'Lipstick',
  variation_name: 'Rose',
  sku: 'LIP-ROSE',
  barcode: null,
  stock: 12,
  reserved: 2,
  in_transit: 3,
  on_hand: 17,
  low_stock_threshold: 5,
  low: false,
  hidden: false,
  locations: [
    at(locations[0]!, { stock: 10, low: false }),
    at(locations[1]!, { stock: 2, reserved: 2 }),
    at(locations[2]!, { incoming: 3 }),
  ],
};

const product: ProductStock = {
  product_id: 7,
  title: 'Lipstick',
  low_stock_threshold: null,
  default_low_stock_threshold: 5,
  variations: [variation],
};

const history: StockHistory = {
  items: [
    {
      id: 1,
      variation_id: 70,
      sku: 'LIP-ROSE',
      variation_name: 'Rose',
      kind: 'delivery',
      quantity_change: 2,
      stock_after: 2,
      counted: null,
      note: null,
      order_id: null,
      location: { id: 2, code: 'tsum', name: 'TSUM' },
      actor: { id: 5, name: 'Aigul' },
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 30,
  total: 1,
};

const me = (permissions: StaffMe['permissions']): StaffMe => ({
  id: 5,
  email: 'aigul@aruu.kg',
  first_name: 'Aigul',
  last_name: null,
  role: 'manager',
  language: 'en',
  permissions,
  recovery_codes_left: 10,
});

function renderPage(permissions: StaffMe['permissions']) {
  const api = fakeApi({
    'GET /staff/me': me(permissions),
    'GET /staff/stock/locations': locations,
    'GET /staff/stock/products/:product_id': product,
    'GET /staff/stock/products/:product_id/movements': history,
    'PUT /staff/stock/variations/:variation_id/locations/:location_id/low-stock-threshold': ({ params, body }) => ({
      ...variation,
      locations: variation.locations.map((row) =>
        String(row.location_id) === params.location_id
          ? { ...row, own_low_stock_threshold: body.low_stock_threshold }
          : row,
      ),
    }),
  });
  renderComponent(
    <Routes>
      <Route path="/stock/:productId" element={<ProductStockPage />} />
    </Routes>,
    { language: 'en', at: '/stock/7', app: 'staff' },
  );
  return api;
}

describe("a product's stock page with locations", () => {
  it('shows free, reserved and incoming units per location, the worker’s own marked, and where each movement was', async () => {
    setWorkLocation('tsum');
    const api = renderPage(['stock.adjust']);
    const table = await screen.findByRole('table', { name: 'Stock by location' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['10', '0', '0'],
      ['2', '2', '0'],
      ['0', '0', '3'],
    ]);
    const tsum = within(table).getByRole('rowheader', { name: /TSUM/ }).closest('tr')!;
    expect(tsum.getAttribute('aria-current')).toBe('true');
    expect(within(tsum).getByText('low (≤5)')).toBeTruthy();
    expect(screen.getByText(/on the road: 3/)).toBeTruthy();
    expect(screen.getByText(/in total: 17/)).toBeTruthy();
    // The history names the location, and can be narrowed to one.
    expect(await screen.findByText('· TSUM', { exact: false })).toBeTruthy();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Location' }), 'vefa');
    await waitFor(() =>
      expect(api.calls('GET /staff/stock/products/:product_id/movements').at(-1)?.query.get('location')).toBe('vefa'),
    );
    // Only catalogue editors set thresholds.
    expect(screen.queryByText('Thresholds by location')).toBeNull();
  });

  it('lets a catalogue editor set a threshold at one location', async () => {
    const api = renderPage(['stock.adjust', 'catalog.edit']);
    await userEvent.click(await screen.findByText('Thresholds by location'));
    const form = document.querySelector<HTMLFormElement>('[data-location-threshold="vefa"]')!;
    await userEvent.type(within(form).getByRole('textbox', { name: 'Vefa' }), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save threshold' }));
    await waitFor(() =>
      expect(
        api.calls('PUT /staff/stock/variations/:variation_id/locations/:location_id/low-stock-threshold'),
      ).toHaveLength(1),
    );
    const [put] = api.calls('PUT /staff/stock/variations/:variation_id/locations/:location_id/low-stock-threshold');
    expect(put!.params).toEqual({ variation_id: '70', location_id: '3' });
    expect(put!.body).toEqual({ low_stock_threshold: 4 });
    expect(await screen.findByText('Threshold for Vefa saved')).toBeTruthy();
  });
});

describe('an adjustment', () => {
  it('is made at the worker’s location by default, refused below what orders hold there, and at another when chosen', async () => {
    const api = fakeApi({
      'GET /staff/stock/locations': locations,
      'POST /staff/stock/variations/:variation_id/adjustments': {
        variation,
        movement: { ...history.items[0]!, kind: 'write_off', quantity_change: -1 },
        location: { id: 1, code: 'online', name: 'Online warehouse' },
      },
    });
    renderComponent(<AdjustStock variation={variation} picked="tsum" />, { language: 'en', app: 'staff' });
    const where = screen.getByRole('combobox', { name: 'Location' });
    expect((where as HTMLSelectElement).value).toBe('2');
    await userEvent.click(screen.getByRole('radio', { name: 'Write-off' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Units to write off' }), '3');
    // TSUM holds 2 free: three cannot be written off there.
    expect(screen.getByText('Not possible: open orders have 2 units put aside')).toBeTruthy();
    await userEvent.selectOptions(where, '1');
    expect(screen.getByText('After: 7 free, 7 in total here')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /staff/stock/variations/:variation_id/adjustments')).toHaveLength(1));
    expect(api.calls('POST /staff/stock/variations/:variation_id/adjustments')[0]!.body).toMatchObject({
      reason: 'write_off',
      quantity: 3,
      location_id: 1,
    });
  });
});
