import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { AppError } from '../../http/app-error.js';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: phone clocks drift and people type slowly. */
const WINDOW = 1;
const ISSUER = 'Aruu';

export interface TotpBox {
  /** A new random secret (160 bits, RFC 4226's recommendation) in base32. */
  newSecret(): string;
  /** The `otpauth://` URI an authenticator app reads from a QR code. */
  uri(secret: string, account: string): string;
  /** The time step the code is valid for at `now`, or null for a wrong code. */
  stepOf(secret: string, code: string, now?: number): number | null;
  encrypt(secret: string): string;
  /** Throws `second_factor_unreadable` (and logs for the operator) when the key is not the one it was sealed with. */
  decrypt(sealed: string): string;
}

const totpOf = (secret: string, account = '') =>
  new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });

/**
 * TOTP codes (the `otpauth` library) and the sealing of secrets at rest: AES-256-GCM with a key
 * derived from TOTP_ENCRYPTION_KEY, so the setting may be any long random string.
 */
export function createTotpBox(encryptionKey: string, log: Pick<FastifyBaseLogger, 'error'>): TotpBox {
  const key = Buffer.from(hkdfSync('sha256', encryptionKey, 'aruu', 'staff totp secrets', 32));
  return {
    newSecret: () => new Secret({ size: 20 }).base32,
    uri: (secret, account) => totpOf(secret, account).toString(),
    stepOf: (secret, code, now = Date.now()) => {
      const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
      return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
    },
    encrypt: (secret) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    decrypt: (sealed) => {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch (error) {
        // GCM's authentication fails: sealed with another key (docs/operations.md, changing it).
        log.error(
          { err: error, setting: 'TOTP_ENCRYPTION_KEY' },
          "a staff authenticator does not decrypt with TOTP_ENCRYPTION_KEY: the key changed since it was enrolled; restore the old key, or reset each employee's second factor",
        );
        throw new AppError(
          'conflict',
          'second_factor_unreadable',
          'Your authenticator can no longer be checked; ask an administrator to reset your second factor',
        );
      }
    },
  };
}
