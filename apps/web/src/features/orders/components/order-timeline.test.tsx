import type { Language } from '@aruu/contract/languages';
import type { OrderDetail, OrderEvent } from '@aruu/contract/orders';
import { describe, expect, it } from 'vitest';
import { order } from '@/testing/builders';
import { renderComponent } from '@/testing/render';
import { OrderTimeline } from './order-timeline';

// Issue 29, item 5: a cash order's timeline said "we are already packing" above "packing — later".

const event = (status: OrderEvent['status'], minute: number, note: string | null = null): OrderEvent => ({
  status,
  actor: 'buyer',
  note,
  at: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

function cashOrder(fields: Partial<OrderDetail>): OrderDetail {
  return order({
    order_id: 7,
    delivery: 'pickup',
    customer: { name: 'Aizada', phone: '+996555123456', email: 'a@example.kg' },
    address: { country: 'Kyrgyzstan', city: 'Bishkek', address: '' },
    payment_method: 'cash',
    delivery_details: null,
    // As the server writes it: the order placed, then entered again with the payment choice's note.
    timeline: [event('processed', 0), event('processed', 1, 'awaiting_cash')],
    ...fields,
  });
}

/** Each step as `status:state — hint`, as the shopper reads the list. */
function stepsShown() {
  return [...document.querySelectorAll<HTMLElement>('[data-step]')].map((step) => {
    const hint = step.querySelector('p + p')?.textContent;
    return `${step.dataset.step}:${step.dataset.state}${hint ? ` — ${hint}` : ''}`;
  });
}

describe('a cash order’s timeline', () => {
  it.each([
    [
      'ru',
      [
        'processed:done — Оплата наличными при получении',
        'assembly:next — Магазин подтвердит заказ и начнёт сборку',
        'ready:upcoming',
        'delivered:upcoming — Оплата наличными в магазине при получении',
      ],
    ],
    [
      'en',
      [
        'processed:done — Pay in cash on receipt',
        'assembly:next — The shop confirms the order, then packs it',
        'ready:upcoming',
        'delivered:upcoming — Pay in cash in the shop when you pick it up',
      ],
    ],
    [
      'ky',
      [
        'processed:done — Алганда накталай төлөйсүз',
        'assembly:next — Дүкөн буйрутманы ырастагандан кийин чогулта баштайт',
        'ready:upcoming',
        'delivered:upcoming — Дүкөндөн алып кетип жатканда накталай төлөйсүз',
      ],
    ],
  ] as const)('in %s, waiting for the shop: packing is next, the money comes at pickup', (language, expected) => {
    renderComponent(<OrderTimeline order={cashOrder({})} />, { language: language as Language });
    expect(stepsShown()).toEqual(expected);
    expect(document.body.textContent).not.toMatch(/собираем|already packing|чогултуп жатабыз/);
  });

  it('once packed, by courier: packing done, the courier takes the money', () => {
    const order = cashOrder({
      status: 'assembly',
      delivery: 'courier',
      timeline: [event('processed', 0, 'awaiting_cash'), event('assembly', 30)],
    });
    renderComponent(<OrderTimeline order={order} />, { language: 'en' });
    expect(stepsShown()).toEqual([
      'processed:done — Pay in cash on receipt',
      'assembly:done',
      'delivery:next',
      'delivered:upcoming — Pay the courier in cash on receipt',
    ]);
  });

  it('keeps the payment step when the shop recorded the money before packing', () => {
    const order = cashOrder({
      status: 'pay',
      paid: true,
      timeline: [event('processed', 0, 'awaiting_cash'), event('pay', 10)],
    });
    renderComponent(<OrderTimeline order={order} />, { language: 'en' });
    expect(stepsShown()).toEqual([
      'processed:done — Pay in cash on receipt',
      'pay:done — Paid in cash',
      'assembly:next',
      'ready:upcoming',
      'delivered:upcoming — Paid in cash',
    ]);
  });
});
