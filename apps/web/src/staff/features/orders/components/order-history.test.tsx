import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { OrderHistory } from './order-history';

const event = (status: StaffOrderDetail['status'], actor: 'buyer' | 'staff' | 'system', note: string | null) => ({
  status,
  actor,
  note,
  at: '2026-11-28T08:00:00.000Z',
});

const history = (language: 'ru' | 'en' | 'ky') =>
  renderComponent(
    <OrderHistory
      order={
        {
          timeline: [
            event('processed', 'buyer', 'awaiting_cash'),
            event('assembly', 'staff', null),
            event('assembly', 'staff', 'cash_payment_received · Айбек Осмонов'),
            event('pay', 'system', 'card_payment_received'),
            event('cancelled', 'staff', 'Покупатель передумал'),
            event('assembly', 'staff', 'status_undone'),
          ],
        } as StaffOrderDetail
      }
    />,
    { app: 'staff', language },
  ).container.textContent ?? '';

describe('the staff order history', () => {
  it('names what happened in words, never by its code', () => {
    const text = history('ru');
    expect(text).toContain('оплата наличными при получении');
    expect(text).toContain('наличные получены (отметил(а) Айбек Осмонов)');
    expect(text).toContain('оплата картой получена');
    expect(text).toContain('возвращён прежний статус');
    // What staff wrote themselves stays as written.
    expect(text).toContain('Покупатель передумал');
    expect(text).not.toMatch(/awaiting_cash|card_payment_received|cash_payment_received|status_undone/);
  });

  it('in Kyrgyz and English too', () => {
    expect(history('ky')).toContain('алганда накталай төлөнөт');
    expect(history('en')).toContain('card payment received');
  });
});
