import type { AuthTokens, RegisterBody } from '@aruu/contract/auth';
import type { App } from '../src/app.js';

let counter = 0;

/**
 * A fresh loopback address per call: auth routes are rate limited per client address, and
 * tests that are not about rate limits must not trip them.
 */
export function uniqueIp(): string {
  counter += 1;
  // A last byte of 0 is skipped, not folded onto .1: folding gave two calls the same address, and
  // a rate-limit test whose "another address" met an address limited before it got 429 (seen in CI).
  if ((counter & 255) === 0) counter += 1;
  return `127.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.kg`;
}

export const STRONG_PASSWORD = 'Bishkek-Rose-Cream-2026';

export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    first_name: 'Aizada',
    last_name: 'Toktogulova',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    phone: '0555 123 456',
    account_type: 'individual',
    accept_terms: true,
    confirm_adult: true,
    language: 'ru',
    ...overrides,
  } as RegisterBody;
}

/** Registers a new shopper and answers their tokens. */
export async function registerShopper(app: App, overrides: Partial<RegisterBody> = {}): Promise<AuthTokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: registration(overrides),
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function bearer(tokens: { access_token: string }) {
  return { authorization: `Bearer ${tokens.access_token}` };
}
