import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { PaymentLine } from './payment-line';

const order = (fields: Partial<StaffOrderDetail>) =>
  ({
    paid_at: null,
    payment_method: 'cash',
    delivery: { method: 'courier' },
    totals: { subtotal: 4500, delivery: 300, discount: 0, points: 200, total: 4600 },
    ...fields,
  }) as StaffOrderDetail;

const slipLine = (fields: Partial<StaffOrderDetail>, language: 'ru' | 'en' = 'ru') => {
  const { container } = renderComponent(<PaymentLine order={order(fields)} />, { app: 'staff', language });
  return container.querySelector('[data-slip-payment]')!;
};

describe('the packing slip’s payment line', () => {
  it('says how much the courier collects for cash on delivery', () => {
    const line = slipLine({});
    expect(line.getAttribute('data-slip-payment')).toBe('unpaid');
    expect(line.textContent?.replace(/\s/g, ' ')).toBe('Оплата наличными при получении: курьер получает 4 600 сом');
  });

  it('says the buyer pays at the shop for a cash pickup, in the staff member’s language', () => {
    const line = slipLine({ delivery: { method: 'pickup' } as StaffOrderDetail['delivery'] }, 'en');
    expect(line.textContent).toMatch(/^Not paid: the buyer pays .*4,600.* in cash at the shop$/);
  });

  it('says paid, with no amount to collect', () => {
    slipLine({ paid_at: '2026-11-28T08:00:00.000Z' });
    expect(screen.getByText('Оплачен')).toBeTruthy();
    expect(screen.queryByText(/курьер/)).toBeNull();
  });

  it('says a bank transfer is still awaited', () => {
    expect(slipLine({ payment_method: 'bank_transfer' }).textContent).toMatch(/^Не оплачен: ждём перевод 4.600 сом$/);
  });
});
