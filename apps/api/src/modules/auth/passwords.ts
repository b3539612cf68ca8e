import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const argon2Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed or deliberately unusable hash (closed account) never matches.
    return false;
  }
}

/**
 * Login with an unknown email still runs one argon2 verification against this hash, so the
 * answer takes as long as for a known email with a wrong password: no enumeration by timing.
 */
let timingDecoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  timingDecoy ??= hashPassword('timing decoy, never a real password');
  await verifyPassword(await timingDecoy, password);
  return false;
}

/** The most common passwords from leaked-password corpora, ranked (zxcvbn's list). */
const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}
