import { z } from 'zod';
import { INT4_MAX } from './common.js';
import type { FieldErrorCode } from './errors.js';

/** A zod error option that answers `required` for a missing value and `code` for a wrong one. */
export const fieldError = (code: FieldErrorCode) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : code),
});

/**
 * Text as a person types it: no control characters (NUL, ESC, …) and no lone UTF-16 surrogates.
 * PostgreSQL cannot store NUL nor encode half a surrogate pair, and no form has a use for either;
 * refused here, they are `invalid_value` on their field instead of a failure deep inside.
 */
const typedLine = /^[^\p{Cc}\p{Cs}]*$/u;
/** The same, with the line breaks and tabs a message is made of. */
const typedLines = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

/**
 * What PostgreSQL's text type refuses: NUL ("invalid byte sequence for encoding UTF8: 0x00"), and a
 * lone UTF-16 surrogate, which has no UTF-8 form (the drivers would store U+FFFD in its place).
 * Looser than `typedText`: the rule for text that reaches a query by any other way — a query
 * string or form outside the contract, a cell of an imported file.
 */
const unstorableCharacter = /[\0\p{Cs}]/u;

export const isStorableText = (text: string) => !unstorableCharacter.test(text);

/** `text` with each character PostgreSQL refuses shown as U+FFFD (�), for quoting it back to a person. */
export const showUnstorable = (text: string) => text.replace(new RegExp(unstorableCharacter, 'gu'), '\ufffd');

export interface TextOptions {
  /** Line breaks allowed (a message, a comment); otherwise one line. */
  multiline?: boolean;
}

/** The building block of every free-text field: trimmed, typed text of at most `max` characters. */
export const typedText = (max: number, { multiline = false }: TextOptions = {}) =>
  z
    .string(fieldError('invalid_value'))
    .trim()
    .regex(multiline ? typedLines : typedLine, 'invalid_value')
    .max(max, 'too_long');

export const requiredText = (max = 100, options?: TextOptions) => typedText(max, options).min(1, 'required');

export const optionalText = (max = 100, options?: TextOptions) =>
  typedText(max, options)
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
 * Compared exactly as typed (no trimming, no normalisation): 8 to 128 characters. The server
 * also refuses the most common passwords.
 */
export const NewPassword = z
  .string(fieldError('password_too_short'))
  .min(8, 'password_too_short')
  .max(128, 'password_too_long')
  // Hashed as UTF-8, a lone surrogate would turn into U+FFFD: two different passwords, one hash.
  .regex(typedLine, 'invalid_value');

/** The id of a row in a request body: a whole number within PostgreSQL's `integer`. */
export const Id = z
  .number(fieldError('invalid_value'))
  .int('invalid_value')
  .positive('invalid_value')
  .max(INT4_MAX, 'invalid_value');

/** A checkbox that must be ticked. */
export const mustBeTrue = (code: FieldErrorCode) => z.literal(true, { error: () => code });
