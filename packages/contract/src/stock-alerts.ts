import { z } from 'zod';
import { Language } from './common.js';
import { endpoints } from './endpoint.js';
import { Email, Id } from './fields.js';

/**
 * "Tell me when it is back" on a sold-out variation: one email when it is restocked, then the
 * subscription ends. A guest gives an email; a signed-in shopper's account email is used and
 * `email` is ignored. Strict: an unexpected field is refused with a field error.
 */
export const StockAlertBody = z.strictObject({
  variation_id: Id,
  email: Email.optional(),
  /** The email's language; without it the request's. */
  language: Language.optional(),
});
export type StockAlertBody = z.input<typeof StockAlertBody>;
export type StockAlertRequest = z.output<typeof StockAlertBody>;

export const stockAlertEndpoints = endpoints({
  'POST /stock_alerts': {
    summary:
      'Ask for one email when a sold-out variation is back in stock. Answers 204 alike whether the address was already subscribed or not; 409 while the variation is in stock.',
    body: StockAlertBody,
    status: 204,
    errors: [400, 404, 409, 429],
  },
});
