import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { fieldError } from './fields.js';

// Apart from fields.ts because the phone metadata is the largest part of a form's JavaScript:
// only the schemas with a phone number (and the pages of their forms) load it.

/**
 * Any valid phone number, stored in E.164. Numbers typed without a country code are read as
 * Kyrgyz (+996), the way shoppers in Bishkek write them.
 */
export const Phone = z
  .string(fieldError('invalid_phone'))
  .trim()
  .min(1, 'required')
  .max(32, 'invalid_phone')
  .transform((value, context) => {
    const parsed = parsePhoneNumberFromString(value, 'KG');
    if (!parsed?.isValid()) {
      context.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return parsed.number;
  });
