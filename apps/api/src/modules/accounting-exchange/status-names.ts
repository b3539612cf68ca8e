import type { OrderStatus, PaymentMethod } from '@aruu/contract/orders';

/**
 * The order statuses as the orders document names them to the accounting system ("Статус
 * заказа"), and as a status coming back is read: a fixed table, written down in
 * docs/accounting-exchange.md, so that a person setting up 1C types exactly these names.
 */
export const statusNames: Record<OrderStatus, string> = {
  processed: 'Принят',
  pay: 'Оплачен',
  assembly: 'Собирается',
  delivery: 'Передан в доставку',
  ready: 'Готов к выдаче',
  delivered: 'Выполнен',
  cancelled: 'Отменен',
  error: 'Ошибка',
};

const byName = new Map<string, OrderStatus>(
  Object.entries(statusNames).flatMap(([status, name]) => [
    [normalise(name), status as OrderStatus],
    [status, status as OrderStatus],
  ]),
);

/** Case, `ё` and spaces do not count: 1C's operators write "Отменён" and "ВЫПОЛНЕН" too. */
function normalise(name: string) {
  return name.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ');
}

/** Our status for the name the accounting system sent; undefined for a name not in the table. */
export const statusNamed = (name: string): OrderStatus | undefined => byName.get(normalise(name));

export const paymentMethodNames: Record<PaymentMethod, string> = {
  card: 'Банковская карта',
  cash: 'Наличные',
  bank_transfer: 'Банковский перевод',
};
