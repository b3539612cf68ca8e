import { parseOptions, verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { createPasswordHasher } from './passwords.js';

// The real argon2, with its verifications recorded, to read the parameters of the decoy hash.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

const ARGON2ID = 2;

describe('password hashing', () => {
  it("uses OWASP's argon2id baseline unless configured otherwise: 19 MiB, 2 passes, 1 lane", async () => {
    const hasher = createPasswordHasher(loadConfig({}));
    expect(parseOptions(await hasher.hash('Bishkek-Rose-Cream-2026'))).toMatchObject({
      algorithm: ARGON2ID,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
  });

  it('hashes at the configured cost and verifies hashes of any cost', async () => {
    const cheap = createPasswordHasher({ ARGON2_MEMORY_KIB: 64, ARGON2_PASSES: 1 });
    const hash = await cheap.hash('Bishkek-Rose-Cream-2026');
    expect(parseOptions(hash)).toMatchObject({ algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 });
    const stronger = createPasswordHasher({ ARGON2_MEMORY_KIB: 128, ARGON2_PASSES: 3 });
    expect(await stronger.verify(hash, 'Bishkek-Rose-Cream-2026')).toBe(true);
    expect(await stronger.verify(hash, 'bishkek-rose-cream-2026')).toBe(false);
    // A closed account's marker is not a hash and never matches.
    expect(await stronger.verify('!closed', '!closed')).toBe(false);
  });

  it('verifies an unknown email against a decoy hashed with the same parameters as real hashes', async () => {
    const hasher = createPasswordHasher({ ARGON2_MEMORY_KIB: 96, ARGON2_PASSES: 3 });
    const verifications = vi.mocked(verify);
    verifications.mockClear();
    expect(await hasher.verifyAgainstDecoy('a guess')).toBe(false);
    expect(verifications).toHaveBeenCalledOnce();
    const [decoy, password] = verifications.mock.calls[0]!;
    expect(password).toBe('a guess');
    expect(parseOptions(decoy)).toEqual(parseOptions(await hasher.hash('a real password')));
  });
});
