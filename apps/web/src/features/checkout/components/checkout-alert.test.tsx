import type { Language } from '@aruu/contract/languages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { CheckoutAlert } from './checkout-alert';

const refused = (status: number, code: ConstructorParameters<typeof ApiError>[1]) => new ApiError(status, code, code);

function alertFor(error: unknown, options: { orderId?: number; language?: Language; compact?: boolean } = {}) {
  fakeApi();
  renderComponent(<CheckoutAlert error={error} orderId={options.orderId} compact={options.compact} />, {
    language: options.language ?? 'en',
  });
  // The newest alert: a test may render a second failure beside the first.
  return screen.getAllByRole('alert').at(-1) as HTMLElement;
}

describe('a failed checkout step', () => {
  it.each([
    [
      'en',
      'Not enough of this product in stock',
      'Order #42 is saved: fix the problem and try again — no second order will be created.',
      'Back to the cart',
    ],
    [
      'ru',
      'Недостаточно товара в наличии',
      'Заказ №42 сохранён: исправьте ошибку и попробуйте снова — второй заказ не создастся.',
      'Вернуться в корзину',
    ],
    [
      'ky',
      'Бул товар жетиштүү өлчөмдө жок',
      '№42 буйрутма сакталды: катаны оңдоп, кайра аракет кылыңыз — экинчи буйрутма түзүлбөйт.',
      'Себетке кайтуу',
    ],
  ] as const)(
    'in %s: stock ran out after the order was made — says so, keeps the order, leads to the cart',
    (language, reason, kept, toCart) => {
      const alert = alertFor(refused(409, 'not_enough_stock'), { orderId: 42, language });
      expect(alert.textContent).toContain(reason);
      expect(alert.textContent).toContain(kept);
      expect(screen.getByRole('link', { name: toCart }).getAttribute('href')).toBe('/basket');
    },
  );

  it('says delivery is not available with its own advice, and offers no way back to the cart', () => {
    const alert = alertFor(refused(422, 'delivery_unavailable'), { orderId: 42 });
    expect(alert.textContent).toContain(
      'Delivery to this address is not available – choose pickup from one of our shops',
    );
    expect(screen.queryByRole('link', { name: 'Back to the cart' })).toBeNull();
  });

  it('does not promise a kept order once the order is gone', () => {
    const alert = alertFor(refused(404, 'not_found'), { orderId: 42 });
    expect(alert.textContent).toBe('Order not found');
    expect(alertFor(refused(409, 'order_not_payable'), { orderId: 7 }).textContent).not.toContain('Order #7 is saved');
  });

  it('names an unexplained failure in general words, and on the phone bar shows the message only', () => {
    expect(alertFor(refused(500, 'internal_error')).textContent).toBe('Error placing the order');
    const compact = alertFor(refused(409, 'not_enough_stock'), { orderId: 42, compact: true });
    expect(compact.textContent).not.toContain('Order #42 is saved');
  });
});
