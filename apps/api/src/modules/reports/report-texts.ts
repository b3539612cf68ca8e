import type { Language } from '@aruu/contract/common';
import type { ReportGrouping } from '@aruu/contract/staff-reports';

/** What an exported report says in the staff member's language: its headers and the codes' names. */
export interface ReportTexts {
  grouping: Record<ReportGrouping, string>;
  sku: string;
  headers: {
    orders: string;
    units: string;
    revenue: string;
    promo_discount: string;
    points_discount: string;
    refunds: string;
    returns: string;
    returned_units: string;
    net_revenue: string;
    cost: string;
    unknown_cost_revenue: string;
    margin: string;
    margin_percent: string;
    previous: string;
  };
  total: string;
  unknown: string;
  values: Record<string, string>;
}

const ru: ReportTexts = {
  grouping: {
    day: 'День',
    week: 'Неделя (с понедельника)',
    month: 'Месяц',
    product: 'Товар',
    variation: 'Вариант',
    brand: 'Бренд',
    category: 'Категория',
    location: 'Точка',
    channel: 'Канал',
    payment_method: 'Способ оплаты',
    customer_type: 'Покупатель',
  },
  sku: 'Артикул',
  headers: {
    orders: 'Заказы',
    units: 'Штук продано',
    revenue: 'Выручка, сом',
    promo_discount: 'Скидки по промокодам, сом',
    points_discount: 'Оплачено баллами, сом',
    refunds: 'Возвраты денег, сом',
    returns: 'Возвраты товара, сом',
    returned_units: 'Штук вернулось',
    net_revenue: 'Чистая выручка, сом',
    cost: 'Себестоимость, сом',
    unknown_cost_revenue: 'Выручка без себестоимости, сом',
    margin: 'Маржа, сом',
    margin_percent: 'Маржа, %',
    previous: 'пред. период',
  },
  total: 'Итого',
  unknown: 'Не указано',
  values: {
    site: 'Сайт',
    phone: 'Телефон',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    shop: 'Магазин',
    card: 'Карта',
    cash: 'Наличные',
    bank_transfer: 'Перевод по счёту',
    individual: 'Физическое лицо',
    legal_entity: 'Юридическое лицо',
  },
};

const en: ReportTexts = {
  grouping: {
    day: 'Day',
    week: 'Week (from Monday)',
    month: 'Month',
    product: 'Product',
    variation: 'Variation',
    brand: 'Brand',
    category: 'Category',
    location: 'Location',
    channel: 'Channel',
    payment_method: 'Payment method',
    customer_type: 'Customer',
  },
  sku: 'SKU',
  headers: {
    orders: 'Orders',
    units: 'Units sold',
    revenue: 'Revenue, som',
    promo_discount: 'Promo code discounts, som',
    points_discount: 'Paid with points, som',
    refunds: 'Refunds, som',
    returns: 'Returns, som',
    returned_units: 'Units back',
    net_revenue: 'Net revenue, som',
    cost: 'Cost, som',
    unknown_cost_revenue: 'Revenue without cost, som',
    margin: 'Margin, som',
    margin_percent: 'Margin, %',
    previous: 'previous period',
  },
  total: 'Total',
  unknown: 'Not known',
  values: {
    site: 'Website',
    phone: 'Phone',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    shop: 'Shop',
    card: 'Card',
    cash: 'Cash',
    bank_transfer: 'Bank transfer',
    individual: 'Individual',
    legal_entity: 'Legal entity',
  },
};

const ky: ReportTexts = {
  grouping: {
    day: 'Күн',
    week: 'Жума (дүйшөмбүдөн)',
    month: 'Ай',
    product: 'Товар',
    variation: 'Варианты',
    brand: 'Бренд',
    category: 'Категория',
    location: 'Түйүн',
    channel: 'Канал',
    payment_method: 'Төлөө ыкмасы',
    customer_type: 'Сатып алуучу',
  },
  sku: 'Артикул',
  headers: {
    orders: 'Буйрутмалар',
    units: 'Сатылган даана',
    revenue: 'Түшүм, сом',
    promo_discount: 'Промокод арзандатуулары, сом',
    points_discount: 'Упай менен төлөнгөн, сом',
    refunds: 'Кайтарылган акча, сом',
    returns: 'Кайтарылган товар, сом',
    returned_units: 'Кайтып келген даана',
    net_revenue: 'Таза түшүм, сом',
    cost: 'Өздүк нарк, сом',
    unknown_cost_revenue: 'Өздүк наркы белгисиз түшүм, сом',
    margin: 'Маржа, сом',
    margin_percent: 'Маржа, %',
    previous: 'мурунку мезгил',
  },
  total: 'Жыйынтык',
  unknown: 'Белгисиз',
  values: {
    site: 'Сайт',
    phone: 'Телефон',
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    shop: 'Дүкөн',
    card: 'Карта',
    cash: 'Накталай',
    bank_transfer: 'Эсеп боюнча которуу',
    individual: 'Жеке адам',
    legal_entity: 'Юридикалык жак',
  },
};

export const reportTexts: Record<Language, ReportTexts> = { ru, en, ky };
