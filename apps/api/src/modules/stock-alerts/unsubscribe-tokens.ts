import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the address and its HMAC, so the link works without signing in
 * and nobody can end someone else's alerts by writing their address into a URL. It never expires:
 * an old email's link keeps working.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('stock-alerts-unsubscribe').digest();
  const mac = (email: string) => createHmac('sha256', key).update(email).digest();

  return {
    sign: (email: string) => `${Buffer.from(email).toString('base64url')}.${mac(email).toString('base64url')}`,
    /** The address the token was made for, or undefined when it is not one of ours. */
    verify(token: string): string | undefined {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length > 0) return undefined;
      const email = Buffer.from(encoded, 'base64url').toString();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(email);
      return given.length === expected.length && timingSafeEqual(given, expected) ? email : undefined;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
