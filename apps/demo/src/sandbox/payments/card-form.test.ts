import { describe, expect, it } from 'vitest';
import { readCardForm } from './card-form.js';
import { maskPan } from './test-cards.js';

const now = new Date('2026-11-22T08:00:00Z');
const form = { card_number: '4111 1111 1111 1111', expiry: '11/26', cvc: '123', name: '  Aizada   Asanova ' };

describe('the sandbox card form', () => {
  it('reads a test card, masking the number and normalising expiry and name', () => {
    expect(readCardForm(form, now)).toEqual({
      ok: true,
      card: {
        outcome: 'success',
        digits: '4111111111111111',
        pan: '4111-11XX-XXXX-1111',
        expiry: '11/26',
        owner: 'Aizada Asanova',
      },
    });
    expect(readCardForm({ ...form, card_number: '4000-0000-0000-3220', expiry: '01/2030' }, now)).toMatchObject({
      ok: true,
      card: { outcome: 'three_ds', expiry: '01/30' },
    });
  });

  it('refuses bad numbers, unknown cards, past or malformed expiry, bad CVC and a missing name', () => {
    const cases: Record<string, string>[] = [
      { card_number: '4111 1111 1111 1112' },
      { card_number: '4242 4242 4242 4242' },
      { expiry: '10/26' },
      { expiry: '13/30' },
      { cvc: '12' },
      { name: ' ' },
    ];
    for (const change of cases)
      expect(readCardForm({ ...form, ...change }, now).ok, JSON.stringify(change)).toBe(false);
  });

  it('masks like the provider', () => {
    expect(maskPan('5555555555554444')).toBe('5555-55XX-XXXX-4444');
  });
});
