import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { FieldErrorCode } from './errors.js';

/** A zod error option that answers `required` for a missing value and `code` for a wrong one. */
export const fieldError = (code: FieldErrorCode) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : code),
});

export const requiredText = (max = 100) =>
  z.string(fieldError('invalid_value')).trim().min(1, 'required').max(max, 'too_long');

export const optionalText = (max = 100) =>
  z
    .string(fieldError('invalid_value'))
    .trim()
    .max(max, 'too_long')
    .transform((value) => value || null)
    .nullish();

/** Stored trimmed and lower-cased: the login is case-insensitive. */
export const Email = z
  .string(fieldError('invalid_email'))
  .trim()
  .min(1, 'required')
  .max(254, 'invalid_email')
  .pipe(z.email('invalid_email'))
  .transform((email) => email.toLowerCase());

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

/**
 * Compared exactly as typed (no trimming, no normalisation): 8 to 128 characters. The server
 * also refuses the most common passwords.
 */
export const NewPassword = z
  .string(fieldError('password_too_short'))
  .min(8, 'password_too_short')
  .max(128, 'password_too_long');

/** A checkbox that must be ticked. */
export const mustBeTrue = (code: FieldErrorCode) => z.literal(true, { error: () => code });
