import { randomBytes } from 'node:crypto';

/**
 * The Cloud API as its documentation describes it, for the simulator: the Graph error object,
 * the codes the store may meet, and the templates the sandbox's "WhatsApp Manager" has approved.
 */

/**
 * Graph API errors: `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`
 * (https://developers.facebook.com/docs/graph-api/guides/error-handling), with the Cloud API's
 * codes and their HTTP statuses from
 * https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes.
 */
export const graphErrors = {
  /** 190: the access token is invalid or expired. */
  invalidToken: {
    status: 401,
    code: 190,
    type: 'OAuthException',
    message: 'Invalid OAuth access token - Cannot parse access token',
  },
  /** 100: a parameter is unknown, misspelled or of the wrong value. */
  invalidParameter: { status: 400, code: 100, type: 'OAuthException', message: '(#100) Invalid parameter' },
  /** 131008: a required parameter is missing. */
  missingParameter: {
    status: 400,
    code: 131008,
    type: 'OAuthException',
    message: '(#131008) Required parameter is missing',
  },
  /** 130429: the phone number's throughput (80 messages a second by default) is used up. */
  throughput: { status: 429, code: 130429, type: 'OAuthException', message: '(#130429) Rate limit hit' },
  /** 131030: with a test number, only the numbers on its allowed list receive messages. */
  notAllowed: {
    status: 400,
    code: 131030,
    type: 'OAuthException',
    message: '(#131030) Recipient phone number not in allowed list',
  },
  /** 132000: the template's body takes another number of parameters. */
  paramCount: {
    status: 400,
    code: 132000,
    type: 'OAuthException',
    message: '(#132000) Number of parameters does not match the expected number of params',
  },
  /** 132001: no approved template of that name in that language. */
  noTemplate: {
    status: 400,
    code: 132001,
    type: 'OAuthException',
    message: '(#132001) Template name does not exist in the translation',
  },
} as const;
export type GraphErrorKind = keyof typeof graphErrors;

export function graphErrorBody(kind: GraphErrorKind, details?: string) {
  const { code, type, message } = graphErrors[kind];
  return {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(12).toString('base64url'),
    },
  };
}

/** The sandbox business's approved templates: name → how many body parameters, in each language. */
export const sandboxTemplates: Record<string, number> = {
  order_placed: 4,
  order_ready_for_pickup: 3,
  order_handed_to_courier: 3,
  order_change_proposed: 3,
  order_payment_link: 3,
};
/** The languages the sandbox's templates are approved in (codes from the supported-languages list). */
export const sandboxTemplateLanguages = ['ru', 'en', 'ky_KG'];

/** Numbers the simulator treats specially, like the payment sandbox's test cards; any other receives every message. */
export const sandboxWhatsappNumbers = {
  /** Throughput: every other message (the first, third, …) is refused with 429 and a Retry-After. */
  rateLimited: '996700000429',
  /** Not on the test number's allowed list: refused with 131030, for good. */
  notAllowed: '996700000030',
} as const;

/** What the rate-limited number asks to wait, in seconds (Retry-After). */
export const SANDBOX_RETRY_AFTER_SECONDS = 30;

/** A message id as the Cloud API makes them: `wamid.` and an opaque base64 string. */
export const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
