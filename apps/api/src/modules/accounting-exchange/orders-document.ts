import { shopDateTime } from '@aruu/contract/delivery-dates';
import type { OrderChannel } from '@aruu/contract/staff-orders';
import type { ItemToSend, OrderToSend } from './accounting-exchange.repository.js';
import { paymentMethodNames, statusNames } from './status-names.js';

/** The schema version the document is written in (CommerceML 2.x, as 1C's "Обмен с сайтом" reads it). */
export const ORDERS_SCHEMA_VERSION = '2.10';

/** The delivery as a service line, under the id Bitrix gives it and 1C's site exchange recognises. */
export const DELIVERY_LINE_ID = 'ORDER_DELIVERY';

const channelNames: Record<OrderChannel, string> = {
  site: 'Сайт',
  phone: 'Телефон',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  shop: 'Магазин',
};

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
  );

/** An element with text, or with elements inside (already written). */
const el = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string | number) => el(name, escapeXml(String(value)));

/** Tyiyn as the document writes money: som with two decimals (`1234.50`). */
export const money = (tyiyn: number) => (tyiyn / 100).toFixed(2);

const requisites = (values: Array<[string, string]>) =>
  el(
    'ЗначенияРеквизитов',
    values
      .map(([name, value]) => el('ЗначениеРеквизита', text('Наименование', name) + text('Значение', value)))
      .join(''),
  );

const PIECE = '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>';

function line(id: string, name: string, unitPrice: number, quantity: number, kind: 'Товар' | 'Услуга', sku?: string) {
  return el(
    'Товар',
    text('Ид', id) +
      (sku ? text('Артикул', sku) : '') +
      text('Наименование', name) +
      PIECE +
      text('ЦенаЗаЕдиницу', money(unitPrice)) +
      text('Количество', quantity) +
      text('Сумма', money(unitPrice * quantity)) +
      requisites([
        ['ВидНоменклатуры', kind],
        ['ТипНоменклатуры', kind],
      ]),
  );
}

/** The buyer: a person, or the company whose details the account saved (an invoice's buyer). */
function counterparty({ order, accountType, legal }: OrderToSend) {
  const company = accountType === 'legal' && legal ? legal : null;
  const address = [order.country, order.city, order.address].filter(Boolean).join(', ');
  const contacts = el(
    'Контакты',
    el('Контакт', text('Тип', 'Телефон рабочий') + text('Значение', order.phone)) +
      el('Контакт', text('Тип', 'Почта') + text('Значение', order.email)),
  );
  const identity = company
    ? text('Наименование', company.organisationName) +
      text('ОфициальноеНаименование', company.organisationName) +
      text('ИНН', company.inn) +
      el('ЮридическийАдрес', text('Представление', company.legalAddress)) +
      el(
        'РасчетныеСчета',
        el(
          'РасчетныйСчет',
          text('НомерСчета', company.bankAccount) +
            el('Банк', text('Наименование', company.bankName) + text('БИК', company.bic)),
        ),
      )
    : text('Наименование', order.customerName) + text('ПолноеНаименование', order.customerName);
  return el(
    'Контрагенты',
    el(
      'Контрагент',
      text('Ид', `aruu-user-${order.userId}`) +
        identity +
        text('Роль', 'Покупатель') +
        (address ? el('АдресРегистрации', text('Представление', address)) : '') +
        contacts +
        (company
          ? el(
              'Представители',
              el(
                'Представитель',
                el('Контрагент', text('Отношение', 'Контактное лицо') + text('Наименование', order.customerName)),
              ),
            )
          : ''),
    ),
  );
}

function discounts(order: OrderToSend['order']) {
  const items: Array<[string, number]> = [
    ['Промокод', order.discount],
    ['Баллы UDS', order.pointsDiscount],
  ];
  const given = items.filter(([, amount]) => amount > 0);
  if (given.length === 0) return '';
  return el(
    'Скидки',
    given
      .map(([name, amount]) =>
        el('Скидка', text('Наименование', name) + text('Сумма', money(amount)) + text('УчтеноВСумме', 'true')),
      )
      .join(''),
  );
}

function document(row: OrderToSend, items: ItemToSend[], shopName: (code: string) => string | undefined) {
  const { order } = row;
  const placed = shopDateTime(order.createdAt);
  const lines = items.map((item) =>
    // The accounting system's own id of the goods when an exchange brought them, else the SKU.
    line(
      item.externalId ?? item.sku,
      item.variationName ? `${item.title}, ${item.variationName}` : item.title,
      item.unitPrice,
      item.quantity,
      'Товар',
      item.sku,
    ),
  );
  if (order.deliveryFee > 0) lines.push(line(DELIVERY_LINE_ID, 'Доставка заказа', order.deliveryFee, 1, 'Услуга'));
  const pickup = order.pickupShopId;
  const values: Array<[string, string]> = [
    ['Метод оплаты', paymentMethodNames[order.paymentMethod]],
    ['Заказ оплачен', order.paidAt ? 'true' : 'false'],
    ...(order.paidAt ? [['Дата оплаты', shopDateTime(order.paidAt).day] as [string, string]] : []),
    ['Статус заказа', statusNames[order.status]],
    ['Отменен', order.status === 'cancelled' ? 'true' : 'false'],
    ['Способ доставки', order.deliveryMethod === 'pickup' ? 'Самовывоз' : 'Курьер'],
    ...(order.deliveryMethod === 'pickup' && pickup
      ? [['Пункт самовывоза', `${shopName(pickup) ?? pickup} (${pickup})`] as [string, string]]
      : [
          ['Адрес доставки', [order.deliveryCity ?? order.city, order.address].filter(Boolean).join(', ')] as [
            string,
            string,
          ],
        ]),
    ['Канал заказа', channelNames[order.channel]],
    ['Дата изменения', row.version],
  ];
  return el(
    'Документ',
    text('Ид', order.id) +
      text('Номер', order.id) +
      text('Дата', placed.day) +
      text('ХозОперация', 'Заказ товара') +
      text('Роль', 'Продавец') +
      text('Валюта', 'KGS') +
      text('Курс', 1) +
      text('Сумма', money(order.total)) +
      counterparty(row) +
      text('Время', placed.time) +
      (order.comment ? text('Комментарий', order.comment) : '') +
      discounts(order) +
      el('Товары', lines.join('')) +
      requisites(values),
  );
}

/**
 * The orders as one CommerceML 2 document (`КоммерческаяИнформация` with a `Документ` per
 * order), declared UTF-8: the buyers' names are Kyrgyz, whose ң, ө and ү windows-1251 does not have.
 */
export function ordersDocument(
  rows: OrderToSend[],
  items: ItemToSend[],
  shopName: (code: string) => string | undefined,
  now = new Date(),
) {
  const byOrder = new Map<number, ItemToSend[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const formed = shopDateTime(now);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<КоммерческаяИнформация ВерсияСхемы="${ORDERS_SCHEMA_VERSION}" ДатаФормирования="${formed.day}T${formed.time}">` +
    rows.map((row) => document(row, byOrder.get(row.order.id) ?? [], shopName)).join('') +
    '</КоммерческаяИнформация>'
  );
}
