/** The sandbox's test cards, shown on its payment page. Any other number is refused by the form. */
/** `silent`: the payment succeeds but the result callback is never sent, as when it is lost on the way. */
export type CardOutcome = 'success' | 'silent' | 'insufficient_funds' | 'three_ds';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  label: string;
}

/** The one-time code the sandbox's 3-D Secure step accepts. */
export const THREE_DS_CODE = '1234';

export const testCards: readonly TestCard[] = [
  { number: '4111 1111 1111 1111', outcome: 'success', label: 'Visa: payment succeeds' },
  { number: '5555 5555 5555 4444', outcome: 'success', label: 'Mastercard: payment succeeds' },
  { number: '4000 0000 0000 0077', outcome: 'silent', label: 'Visa: payment succeeds, but the store is never told' },
  { number: '4000 0000 0000 0002', outcome: 'insufficient_funds', label: 'Visa: declined, insufficient funds' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'three_ds',
    label: `Visa: asks for 3-D Secure; code ${THREE_DS_CODE} passes, anything else fails`,
  },
];

/**
 * Failure codes the sandbox reports in `pg_failure_code`. They are the sandbox's own: the
 * provider's real code list is not public [I].
 */
export const failures = {
  insufficient_funds: { code: '4001', description: 'Insufficient funds' },
  three_ds_failed: { code: '4002', description: '3-D Secure authentication failed' },
} as const;
export type FailureKind = keyof typeof failures;

export const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

export function cardOutcome(digits: string): CardOutcome | undefined {
  return testCards.find((card) => digitsOf(card.number) === digits)?.outcome;
}

/** `4111-11XX-XXXX-1111`, the provider's masking. */
export function maskPan(digits: string): string {
  const masked = `${digits.slice(0, 6)}${'X'.repeat(digits.length - 10)}${digits.slice(-4)}`;
  return masked.match(/.{1,4}/g)!.join('-');
}

export function cardBrand(digits: string): 'VI' | 'MC' {
  return digits.startsWith('4') ? 'VI' : 'MC';
}
