import { type CardOutcome, cardOutcome, digitsOf, maskPan } from './test-cards.js';

export interface CardDetails {
  outcome: CardOutcome;
  digits: string;
  pan: string;
  /** MM/YY. */
  expiry: string;
  owner: string;
}

export type CardFormResult = { ok: true; card: CardDetails } | { ok: false; message: string };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM/YYYY, not expired at `now`; normalised to MM/YY. */
function readExpiry(value: string, now: Date): string | undefined {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return undefined;
  return `${match[1]}/${String(year % 100).padStart(2, '0')}`;
}

/** The card form as a browser posts it; a message for the first problem found. */
export function readCardForm(form: Record<string, string>, now = new Date()): CardFormResult {
  const digits = digitsOf(form.card_number ?? '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, message: 'The card number is not valid.' };
  const outcome = cardOutcome(digits);
  if (!outcome) return { ok: false, message: 'This sandbox takes only the test cards listed below.' };
  const expiry = readExpiry(form.expiry ?? '', now);
  if (!expiry) return { ok: false, message: 'Enter an expiry date in the future as MM/YY.' };
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return { ok: false, message: 'The CVC is 3 or 4 digits.' };
  const owner = (form.name ?? '').trim().replace(/\s+/g, ' ');
  if (!owner || owner.length > 100) return { ok: false, message: 'Enter the name on the card.' };
  return { ok: true, card: { outcome, digits, pan: maskPan(digits), expiry, owner } };
}
