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
import { ReceiveForm } from './receive-form';

const line = (variation_id: number, sku: string, quantity: number) => ({
  variation_id,
  product_id: variation_id,
  sku,
  barcode: null,
  title: `Cream ${sku}`,
  variation_name: '50 ml',
  quantity,
  received_quantity: null,
});

const transfer: TransferDetail = {
  id: 7,
  status: 'in_transit',
  from: { id: 1, code: 'online', name: 'Online warehouse' },
  to: { id: 3, code: 'vefa', name: 'Vefa' },
  order_id: null,
  note: null,
  line_count: 2,
  units: 5,
  created_at: '2026-11-28T08:00:00.000Z',
  dispatched_at: '2026-11-28T09:00:00.000Z',
  received_at: null,
  receipt_note: null,
  created_by: { id: 1, name: 'Айбек' },
  dispatched_by: { id: 1, name: 'Айбек' },
  received_by: null,
  cancelled_at: null,
  lines: [line(11, 'CR-11', 3), line(12, 'CR-12', 2)],
};

/** The form in the staff app's English texts, against a fake API that answers the receipt. */
function renderForm(answer: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'POST /staff/transfers/:transfer_id/receive': { ...transfer, status: 'received' },
    ...answer,
  });
  renderComponent(
    <TextsContext value={givenTexts('en', { common, errors, staffTransfers })}>
      <ReceiveForm transfer={transfer} />
    </TextsContext>,
    { language: 'en' },
  );
  return { api, user: userEvent.setup() };
}

const arrived = (sku: string) => screen.getByRole('textbox', { name: `Arrived: ${sku}` }) as HTMLInputElement;

describe('receiving a transfer', () => {
  it('defaults every line to what was sent and asks no note for a full receipt', async () => {
    const { api, user } = renderForm();
    expect(arrived('CR-11').value).toBe('3');
    expect(arrived('CR-12').value).toBe('2');
    expect(screen.queryByRole('textbox', { name: 'Why fewer arrived' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(api.calls('POST /staff/transfers/:transfer_id/receive')).toHaveLength(1));
    const [sent] = api.calls('POST /staff/transfers/:transfer_id/receive');
    expect(sent!.params).toEqual({ transfer_id: '7' });
    expect(sent!.body).toEqual({
      lines: [
        { variation_id: 11, received_quantity: 3 },
        { variation_id: 12, received_quantity: 2 },
      ],
      note: null,
    });
    expect(await screen.findByText('Received at “Vefa”')).toBeTruthy();
  });

  it('shows the note once fewer arrived, and sends nothing until it is written', async () => {
    const { api, user } = renderForm();
    await user.clear(arrived('CR-11'));
    await user.type(arrived('CR-11'), '1');
    expect(screen.getByText('3 sent · 2 missing')).toBeTruthy();
    const note = screen.getByRole('textbox', { name: 'Why fewer arrived' });
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.calls('POST /staff/transfers/:transfer_id/receive')).toHaveLength(0);

    await user.type(note, 'Two jars broken');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(api.calls('POST /staff/transfers/:transfer_id/receive')).toHaveLength(1));
    expect(api.calls('POST /staff/transfers/:transfer_id/receive')[0]!.body).toEqual({
      lines: [
        { variation_id: 11, received_quantity: 1 },
        { variation_id: 12, received_quantity: 2 },
      ],
      note: 'Two jars broken',
    });
  });

  it('refuses more than was sent on the line, and shows the server’s refusal', async () => {
    const { api, user } = renderForm({
      'POST /staff/transfers/:transfer_id/receive': refuse(409, 'transfer_status'),
    });
    await user.clear(arrived('CR-12'));
    await user.type(arrived('CR-12'), '5');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(api.calls('POST /staff/transfers/:transfer_id/receive')).toHaveLength(0);

    await user.clear(arrived('CR-12'));
    await user.type(arrived('CR-12'), '2');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(api.calls('POST /staff/transfers/:transfer_id/receive')).toHaveLength(1));
    expect(await screen.findByText('This transfer is no longer in that state: reload it')).toBeTruthy();
  });
});
