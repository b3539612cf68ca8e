import { z } from 'zod';
import { Language } from './common.js';
import { endpoints } from './endpoint.js';
import { Email, fieldError, requiredText } from './fields.js';
import { Phone } from './phone.js';

/** An email the sender may leave out: empty, null and absent all mean none. */
const optionalEmail = z
  .string(fieldError('invalid_email'))
  .trim()
  .transform((value) => value || null)
  .pipe(Email.nullable())
  .nullish();

/**
 * The contacts page's help form (spec §7 `help-form`). Strict: an unexpected field is refused
 * with a field error. Without `language` the request's language (`Accept-Language`) is kept.
 */
export const HelpFormBody = z.strictObject({
  name: requiredText(100),
  phone: Phone,
  email: optionalEmail,
  message: requiredText(2000, { multiline: true }),
  language: Language.optional(),
});
export type HelpFormBody = z.input<typeof HelpFormBody>;
export type HelpFormRequest = z.output<typeof HelpFormBody>;

/** The about page's request for a free consultation (spec §3: name, phone, email). */
export const ConsultationBody = z.strictObject({
  name: requiredText(100),
  phone: Phone,
  email: Email,
  language: Language.optional(),
});
export type ConsultationBody = z.input<typeof ConsultationBody>;
export type ConsultationRequest = z.output<typeof ConsultationBody>;

/** The answer to either form: the request is stored and the shop has been told. */
export const RequestReceived = z
  .object({ id: z.number().int(), status: z.literal('received') })
  .meta({ id: 'RequestReceived' });
export type RequestReceived = z.infer<typeof RequestReceived>;

export const helpEndpoints = endpoints({
  'POST /help-form': {
    summary: 'Send the shop a question (contacts page)',
    body: HelpFormBody,
    response: RequestReceived,
    status: 201,
    errors: [400, 429],
  },
  'POST /consultations': {
    summary: 'Ask for a free consultation (about page)',
    body: ConsultationBody,
    response: RequestReceived,
    status: 201,
    errors: [400, 429],
  },
});
