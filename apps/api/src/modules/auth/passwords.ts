import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Config } from '../../config/config.js';

/** Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/**
 * argon2id hashing at the configured cost (OWASP's baseline unless tests lower it). Verifying
 * reads the cost from the stored hash, so hashes made at an earlier cost keep working.
 */
export function createPasswordHasher(cost: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_PASSES'>) {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.ARGON2_MEMORY_KIB,
    timeCost: cost.ARGON2_PASSES,
    parallelism: 1,
  };

  function hashPassword(password: string): Promise<string> {
    return hash(password, options);
  }

  /**
   * Login with an unknown email still runs one argon2 verification, against a hash made with the
   * same parameters as real ones, so the answer takes as long as for a known email with a wrong
   * password: no enumeration by timing.
   */
  let timingDecoy: Promise<string> | undefined;
  async function verifyAgainstDecoy(password: string): Promise<false> {
    timingDecoy ??= hashPassword('timing decoy, never a real password');
    await verifyPassword(await timingDecoy, password);
    return false;
  }

  return { hash: hashPassword, verify: verifyPassword, verifyAgainstDecoy };
}

async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed or deliberately unusable hash (closed account) never matches.
    return false;
  }
}

/** The most common passwords from leaked-password corpora, ranked (zxcvbn's list). */
const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}
