import { tokens } from '@/shared/api/tokens';

/** A signed-in shopper, as far as the storefront can tell: a pair of tokens in storage. */
export function signIn() {
  tokens.save({ access_token: 'access-token', refresh_token: 'refresh-token' });
}
