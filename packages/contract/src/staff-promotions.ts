import { z } from 'zod';
import { IdParam, INT4_MAX } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError } from './fields.js';

/**
 * Promo codes in the back office (`catalog.edit`). Amounts are integer tyiyn both ways: the staff
 * app converts what a person types once, without floating point.
 */

export const promoKinds = ['percent', 'fixed'] as const;
export const PromoKind = z.enum(promoKinds);
export type PromoKind = z.infer<typeof PromoKind>;

/** Shoppers type it in any case; it is kept upper-case, letters, digits, `-` and `_`. */
const PromoCodeText = z
  .string(fieldError('invalid_value'))
  .trim()
  .min(1, 'required')
  .max(32, 'too_long')
  .regex(/^[\p{L}\p{N}_-]+$/u, 'invalid_value')
  .transform((code) => code.toUpperCase());

const Tyiyn = z
  .number(fieldError('invalid_value'))
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(INT4_MAX, 'invalid_value');
const PositiveCount = Tyiyn.min(1, 'invalid_value');
const Moment = z.iso.datetime({ offset: true, error: 'invalid_value' });

const promoFields = {
  code: PromoCodeText,
  kind: PromoKind,
  /** Percent (1–100) for `percent`, tyiyn for `fixed`. */
  value: PositiveCount,
  /** The goods subtotal in tyiyn an order needs. */
  min_order: Tyiyn.default(0),
  valid_from: Moment.nullable().default(null),
  valid_until: Moment.nullable().default(null),
  /** Uses in all; null: unlimited. */
  usage_limit: PositiveCount.nullable().default(null),
  once_per_user: z.boolean(fieldError('invalid_value')).default(true),
  active: z.boolean(fieldError('invalid_value')).default(true),
};

/** Rules across fields, each reported on the field a person would correct. */
function promoRules(
  value: { kind?: PromoKind; value?: number; valid_from?: string | null; valid_until?: string | null },
  context: z.RefinementCtx,
) {
  if (value.kind === 'percent' && value.value !== undefined && value.value > 100) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'invalid_value' });
  }
  if (value.valid_from && value.valid_until && Date.parse(value.valid_until) <= Date.parse(value.valid_from)) {
    context.addIssue({ code: 'custom', path: ['valid_until'], message: 'invalid_value' });
  }
}

export const PromoCodeBody = z.strictObject(promoFields).superRefine(promoRules);
export type PromoCodeBody = z.input<typeof PromoCodeBody>;
export type PromoCodeInput = z.output<typeof PromoCodeBody>;

export const PromoCodeStats = z.object({
  /** Orders that used the code and were not cancelled. */
  times_used: z.number().int(),
  /** Those orders' totals, tyiyn. */
  revenue: z.number().int(),
  /** The discount they were given, tyiyn. */
  discount_given: z.number().int(),
});

export const PromoCode = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: PromoKind,
    value: z.number().int(),
    min_order: z.number().int(),
    valid_from: z.iso.datetime().nullable(),
    valid_until: z.iso.datetime().nullable(),
    usage_limit: z.number().int().nullable(),
    once_per_user: z.boolean(),
    active: z.boolean(),
    created_at: z.iso.datetime(),
    stats: PromoCodeStats,
  })
  .meta({ id: 'StaffPromoCode' });
export type PromoCode = z.infer<typeof PromoCode>;

export const PromoCodeList = z.object({ items: z.array(PromoCode) });
export type PromoCodeList = z.infer<typeof PromoCodeList>;

export const staffPromotionEndpoints = endpoints({
  'GET /staff/promo-codes': {
    summary: 'Every promo code with its usage statistics, newest first',
    response: PromoCodeList,
    errors: [401, 403],
  },
  'GET /staff/promo-codes/:id': {
    summary: 'A promo code with its usage statistics',
    params: IdParam,
    response: PromoCode,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/promo-codes': {
    summary: 'Create a promo code',
    body: PromoCodeBody,
    response: PromoCode,
    status: 201,
    errors: [400, 401, 403],
  },
  'PUT /staff/promo-codes/:id': {
    summary: 'Change a promo code (every field; uses so far are kept)',
    params: IdParam,
    body: PromoCodeBody,
    response: PromoCode,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/promo-codes/:id/pause': {
    summary: 'Pause a promo code: shoppers can no longer use it',
    params: IdParam,
    response: PromoCode,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/promo-codes/:id/resume': {
    summary: 'Resume a paused promo code',
    params: IdParam,
    response: PromoCode,
    errors: [400, 401, 403, 404],
  },
});
