import type { StockVariation } from '@aruu/contract/staff-stock';
import type { TransferDetail } from '@aruu/contract/staff-transfers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors/en';
import { common } from '@/shared/i18n/locales/en';
import { TextsContext } from '@/shared/i18n/texts-context';
import { givenTexts } from '@/shared/i18n/texts-store';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { staffTransfers } from '../locales/en';
import { Component as NewTransferPage } from './new-transfer-page';

const variation = (variation_id: number, sku: string): StockVariation => ({
  variation_id,
  product_id: variation_id,
  title: `Cream ${sku}`,
  variation_name: '50 ml',
  sku,
  barcode: `470000000${variation_id}`,
  stock: 8,
  reserved: 0,
  in_transit: 0,
  on_hand: 8,
  locations: [],
  low_stock_threshold: 3,
  low: false,
  hidden: false,
});

const places = [
  { id: 1, code: 'online', name: 'Online warehouse', sells: true, active: true, is_default: true },
  { id: 2, code: 'tsum', name: 'TSUM', sells: true, active: true, is_default: false },
];

const made = { id: 9, status: 'created' } as TransferDetail;

function renderPage() {
  const api = fakeApi({
    'GET /staff/stock/locations': places,
    'GET /staff/stock': ({ query }) => ({
      items: [variation(11, 'CR-11'), variation(12, 'CR-11-B')].filter((item) =>
        item.sku.startsWith(query.get('q') ?? ''),
      ),
      page: 1,
      page_size: 10,
      total: 2,
    }),
    'POST /staff/transfers': refuse(503, 'service_unavailable'),
  });
  renderComponent(
    <TextsContext value={givenTexts('en', { common, errors, staffTransfers })}>
      <NewTransferPage />
    </TextsContext>,
    { language: 'en' },
  );
  return { api, user: userEvent.setup() };
}

describe('a new transfer', () => {
  it('adds a scanned SKU at once and sends a retry with the same Idempotency-Key', async () => {
    const { api, user } = renderPage();
    // Both pickers list the places once they have loaded.
    expect(await screen.findAllByRole('option', { name: 'TSUM' })).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Online warehouse');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'TSUM');
    // A scanner types the code and presses Enter: the one exact match becomes a line.
    await user.type(screen.getByRole('searchbox', { name: 'SKU or barcode' }), 'CR-11{Enter}');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity, pcs' });
    expect((quantity as HTMLInputElement).value).toBe('1');
    await user.clear(quantity);
    await user.type(quantity, '4');

    await user.click(screen.getByRole('button', { name: 'Create transfer' }));
    await waitFor(() => expect(api.calls('POST /staff/transfers')).toHaveLength(1));
    api.answer({ 'POST /staff/transfers': made });
    await user.click(screen.getByRole('button', { name: 'Create transfer' }));
    await waitFor(() => expect(api.calls('POST /staff/transfers')).toHaveLength(2));

    const [first, retry] = api.calls('POST /staff/transfers');
    expect(first!.body).toEqual({
      from_location_id: 1,
      to_location_id: 2,
      lines: [{ variation_id: 11, quantity: 4 }],
      note: null,
    });
    const key = first!.headers.get('idempotency-key');
    expect(key).toBeTruthy();
    expect(retry!.headers.get('idempotency-key')).toBe(key);
    expect(await screen.findByText('Transfer #9 created')).toBeTruthy();
  });

  it('asks for the places and a line before sending anything', async () => {
    const { api, user } = renderPage();
    expect(await screen.findAllByRole('option', { name: 'TSUM' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Create transfer' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Add at least one item')).toBeTruthy();
    expect(api.calls('POST /staff/transfers')).toHaveLength(0);
  });
});
