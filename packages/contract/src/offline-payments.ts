import { z } from 'zod';
import { endpoints } from './endpoint.js';
import { Id, requiredText } from './fields.js';
import { OrderDetail, OrderIdParam } from './orders.js';
import { StaffOrderDetail } from './staff-orders.js';

/** Ways to pay that skip the card step: staff confirm the money when it arrives. */
export const offlinePaymentMethods = ['cash', 'bank_transfer'] as const;
export const OfflinePaymentMethod = z.enum(offlinePaymentMethods);
export type OfflinePaymentMethod = z.infer<typeof OfflinePaymentMethod>;

const digits = (count: number, code: 'invalid_inn' | 'invalid_bic' | 'invalid_bank_account') =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), code);

/**
 * A company's details as an invoice (счёт на оплату) names the buyer: Kyrgyzstan's INN has 14
 * digits, a bank's BIC 6, an account 16. Saved whole, so a saved entity is a complete one.
 */
export const LegalEntityBody = z.strictObject({
  organisation_name: requiredText(200),
  inn: digits(14, 'invalid_inn'),
  legal_address: requiredText(300),
  bank_name: requiredText(200),
  bic: digits(6, 'invalid_bic'),
  bank_account: digits(16, 'invalid_bank_account'),
});
export type LegalEntityBody = z.input<typeof LegalEntityBody>;
export type LegalEntityRequest = z.output<typeof LegalEntityBody>;

export const LegalEntity = z
  .object({
    organisation_name: z.string(),
    inn: z.string(),
    legal_address: z.string(),
    bank_name: z.string(),
    bic: z.string(),
    bank_account: z.string(),
  })
  .meta({ id: 'LegalEntity' });
export type LegalEntity = z.infer<typeof LegalEntity>;

/** The profile's company details, or null: bank transfer is offered only when they are there. */
export const LegalEntityAnswer = z.object({ legal_entity: LegalEntity.nullable() });
export type LegalEntityAnswer = z.infer<typeof LegalEntityAnswer>;

export const PlaceOfflineBody = z.strictObject({ order_id: Id, payment_method: OfflinePaymentMethod });

/** Any of the shop's steps on a cash or bank-transfer order takes no body. */
export const MarkPaidBody = z.strictObject({}).optional();

export const offlinePaymentEndpoints = endpoints({
  'GET /users/legal_entity': {
    summary: 'My company details for paying by invoice, if recorded',
    response: LegalEntityAnswer,
    errors: [401],
  },
  'PUT /users/legal_entity': {
    summary: 'Record or change my company details (all of them, checked field by field)',
    body: LegalEntityBody,
    response: LegalEntityAnswer,
    errors: [400, 401],
  },
  'POST /orders/place_offline': {
    summary: 'Place an unpaid order to pay in cash (on delivery or at pickup) or by bank transfer',
    body: PlaceOfflineBody,
    response: OrderDetail,
    errors: [400, 401, 404, 409, 422],
  },
  'GET /orders/:order_id/invoice': {
    summary: 'The invoice (PDF) of my bank-transfer order',
    params: OrderIdParam,
    errors: [400, 401, 404, 409],
  },
});

export const staffOfflinePaymentEndpoints = endpoints({
  'POST /staff/orders/:order_id/mark-paid': {
    summary: 'Record that a cash or bank-transfer order has been paid (a repeat changes nothing)',
    params: OrderIdParam,
    body: MarkPaidBody,
    response: StaffOrderDetail,
    errors: [400, 401, 403, 404, 409],
  },
  'GET /staff/orders/:order_id/invoice': {
    summary: 'The invoice (PDF) of a bank-transfer order, as the buyer downloads it',
    params: OrderIdParam,
    errors: [400, 401, 403, 404, 409],
  },
});
