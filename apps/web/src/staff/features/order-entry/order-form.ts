import type { Language } from '@aruu/contract/common';
import type { ErrorCode } from '@aruu/contract/error-codes';
import type { PaymentMethod } from '@aruu/contract/orders';
import {
  CreateStaffOrderBody,
  type CreateStaffOrderRequest,
  NewOrderCustomer,
  type OrderEntryCustomer,
  type TakenChannel,
} from '@aruu/contract/staff-order-entry';
import type { StockVariation } from '@aruu/contract/staff-stock';
import { isApiError } from '@/shared/api/api-error';

export interface NewCustomerFields {
  name: string;
  phone: string;
  email: string;
  language: Language;
  consent: boolean;
}

/** Who the order is for: a customer found by phone, email or name, or a new one typed in. */
export type CustomerChoice =
  | { mode: 'find'; picked: OrderEntryCustomer | null }
  | { mode: 'new'; fields: NewCustomerFields };

/** A field's error code by the body's dotted path (`customer.new.email`, `delivery.address`), as the API names them. */
export type FieldErrors = Partial<Record<string, string>>;

export interface EntryLine {
  variation: StockVariation;
  quantity: number;
}

export type DeliveryFields =
  | { method: 'courier'; city: { code: number; name: string } | null; address: string }
  | { method: 'pickup'; shop: string };

export interface OrderForm {
  channel: TakenChannel;
  customer: CustomerChoice;
  lines: EntryLine[];
  delivery: DeliveryFields;
  promoCode: string;
  comment: string;
  paymentMethod: PaymentMethod;
}

function customerOf(choice: CustomerChoice) {
  if (choice.mode === 'new') return { new: choice.fields };
  return choice.picked ? { user_id: choice.picked.user_id } : undefined;
}

function deliveryOf(delivery: DeliveryFields) {
  if (delivery.method === 'pickup') return { method: 'pickup' as const, shop_id: delivery.shop };
  return { method: 'courier' as const, city_code: delivery.city?.code ?? 0, address: delivery.address };
}

/**
 * Where an unchosen part is missing rather than wrong (the customer, the city, the shop), and a
 * new customer's fields: the body's customer is a union, whose refusal names no field.
 */
function missingOf(form: OrderForm): FieldErrors {
  const missing: FieldErrors = {};
  if (form.customer.mode === 'find' && !form.customer.picked) missing.customer = 'required';
  if (form.customer.mode === 'new') {
    const parsed = NewOrderCustomer.safeParse(form.customer.fields);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      missing[['customer', 'new', ...issue.path.map(String)].join('.')] ??= issue.message;
    }
  }
  if (form.delivery.method === 'courier') {
    if (!form.delivery.city) missing['delivery.city_code'] = 'required';
    // The body's own check of the address runs only once the rest of the body is valid.
    if (!form.delivery.address.trim()) missing['delivery.address'] = 'required';
  }
  if (form.delivery.method === 'pickup' && !form.delivery.shop) missing['delivery.shop_id'] = 'required';
  return missing;
}

/** The request the form makes, checked by the schema the server checks it with; or the errors at their fields. */
export function requestOf(
  form: OrderForm,
): { request: CreateStaffOrderRequest; errors?: undefined } | { request?: undefined; errors: FieldErrors } {
  const parsed = CreateStaffOrderBody.safeParse({
    customer: customerOf(form.customer),
    lines: form.lines.map((line) => ({ variation_id: line.variation.variation_id, quantity: line.quantity })),
    delivery: deliveryOf(form.delivery),
    promo_code: form.promoCode,
    comment: form.comment,
    channel: form.channel,
    payment_method: form.paymentMethod,
  });
  const missing = missingOf(form);
  if (parsed.success && Object.keys(missing).length === 0) return { request: parsed.data };
  const errors: FieldErrors = { ...missing };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String);
    // The customer's problems were named field by field above.
    if (path[0] === 'customer') continue;
    // A whole list's problem and a line's are both shown under the lines.
    const field = path[0] === 'lines' ? 'lines' : path.join('.');
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** The refusals the API gives without a field, put at the field they are about. */
const fieldOfCode: Partial<Record<ErrorCode, string>> = {
  customer_blocked: 'customer',
  email_taken: 'customer.new.email',
  not_enough_stock: 'lines',
  product_unavailable: 'lines',
  unknown_delivery_city: 'delivery.city_code',
  unknown_location: 'delivery.shop_id',
  promo_code_invalid: 'promo_code',
};

/** A refusal's errors by field, or undefined when it is about no field (a toast tells it). */
export function refusalFields(error: unknown): FieldErrors | undefined {
  if (!isApiError(error)) return undefined;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, field]) => [path.startsWith('lines') ? 'lines' : path, field.code]),
  );
  if (Object.keys(fields).length > 0) return fields;
  const field = fieldOfCode[error.code as ErrorCode];
  return field ? { [field]: error.code } : undefined;
}

export const blankForm: OrderForm = {
  channel: 'phone',
  customer: { mode: 'find', picked: null },
  lines: [],
  delivery: { method: 'pickup', shop: '' },
  promoCode: '',
  comment: '',
  paymentMethod: 'card',
};

/** Something was typed or chosen that leaving would lose (the channel and payment method alone are not). */
export function isFilledIn(form: OrderForm): boolean {
  const customer = form.customer.mode === 'find' ? form.customer.picked !== null : true;
  const delivery =
    form.delivery.method === 'pickup'
      ? form.delivery.shop !== ''
      : form.delivery.city !== null || form.delivery.address !== '';
  return customer || delivery || form.lines.length > 0 || form.promoCode.trim() !== '' || form.comment.trim() !== '';
}
