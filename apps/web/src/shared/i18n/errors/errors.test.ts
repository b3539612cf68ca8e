import { errorCodes, fieldErrorMessages } from '@aruu/contract/errors';
import { describe, expect, it } from 'vitest';
import { errors as en } from './en';
import { errors as ky } from './ky';
import { errors as ru } from './ru';

const languages = { ru, en, ky };
const fieldCodes = Object.keys(fieldErrorMessages);

describe.each(Object.entries(languages))('%s error messages', (_lang, table) => {
  const codes: Record<string, string> = table.codes;
  const fields: Record<string, string> = table.fields;

  it('has a non-empty message for every API error code', () => {
    for (const code of errorCodes) {
      expect(codes[code], code).toBeTypeOf('string');
      expect(codes[code]?.trim(), code).not.toBe('');
    }
  });

  it('has no message for a code the API does not have', () => {
    expect(Object.keys(codes).sort()).toEqual([...errorCodes].sort());
  });

  it('has a non-empty message for every field error code', () => {
    for (const code of fieldCodes) {
      expect(fields[code], code).toBeTypeOf('string');
      expect(fields[code]?.trim(), code).not.toBe('');
    }
  });

  it('has no message for a field code the API does not have', () => {
    expect(Object.keys(fields).sort()).toEqual([...fieldCodes].sort());
  });
});

describe('English error messages', () => {
  it('use the wording of the shop where it exists', () => {
    expect(en.codes.invalid_credentials).toBe('Incorrect username or password');
    expect(en.codes.email_not_found).toBe('User with this email not found');
    expect(en.codes.not_enough_bonuses).toBe('Not enough bonuses – try a smaller number');
    expect(en.codes.uds_code_invalid).toBe('An error occurred while verifying the UDS code');
    expect(en.codes.internal_error).toBe('Something went wrong');
    expect(en.fields.required).toBe(fieldErrorMessages.required);
    expect(en.fields.invalid_phone).toBe(fieldErrorMessages.invalid_phone);
    expect(en.fields.invalid_email).toBe(fieldErrorMessages.invalid_email);
    expect(en.fields.must_accept_terms).toBe(fieldErrorMessages.must_accept_terms);
  });
});
