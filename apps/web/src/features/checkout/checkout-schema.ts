import { CreateOrderFields, courierNeedsAddress, paymentMethods } from '@aruu/contract/orders';
import { z } from 'zod';
import { pointsOf } from './bonus-points';

// Apart from checkout-form.ts because it brings zod and the phone metadata: the checkout page
// loads it when the form is first checked (useLazyZodForm), not before the shopper can type.

/**
 * The order form of spec §3/§5: the contract's `CreateOrderBody` (what `orders/create_from_cart`
 * validates: its fields and its rule that a courier needs the street address) plus the delivery choice and the bonuses, which later calls of §7 take.
 * `maxPoints` is what the checked UDS code may spend, unknown until it is checked.
 */
export function checkoutFormSchema(maxPoints: () => number | undefined) {
  return CreateOrderFields.extend({
    delivery_method: z.enum(['courier', 'pickup']),
    save_address: z.boolean(),
    whatsapp_opt_in: z.boolean(),
    city_code: z.number().int().positive().nullable(),
    // A pickup shop's code from `GET /checkout/pickup-options`; the server checks it is one.
    shop_id: z.string().trim().min(1).nullable(),
    uds_code: z.string().trim().max(64, 'too_long'),
    points: z.string().max(12, 'points_invalid'),
    payment_method: z.enum(paymentMethods),
  }).superRefine((form, context) => {
    courierNeedsAddress(form, context);
    if (form.delivery_method === 'courier' && form.city_code === null)
      context.addIssue({ code: 'custom', path: ['city'], message: 'city_from_list' });
    if (form.delivery_method === 'pickup' && form.shop_id === null)
      context.addIssue({ code: 'custom', path: ['shop_id'], message: 'choose_shop' });
    const points = pointsOf(form.points);
    if (points === 0) return;
    if (form.uds_code === '') {
      context.addIssue({ code: 'custom', path: ['points'], message: 'points_need_code' });
      return;
    }
    if (!/^[A-Za-z0-9-]{4,64}$/.test(form.uds_code))
      context.addIssue({ code: 'custom', path: ['uds_code'], message: 'invalid_uds_code' });
    const max = maxPoints();
    if (Number.isNaN(points) || (max !== undefined && points > max)) {
      const message = max === undefined ? 'points_not_number' : 'points_invalid';
      context.addIssue({ code: 'custom', path: ['points'], message });
    }
  });
}
