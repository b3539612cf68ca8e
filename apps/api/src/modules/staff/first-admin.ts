import type { Db } from '../../db/client.js';
import { endUserSessions } from '../auth/sessions.js';
import { findUserByEmail, insertUser, updateUser } from '../users/staff-accounts.js';
import { deleteSecondFactor } from './staff.repository.js';

/**
 * `npm run seed:admin`: the first admin, or the way back in for a locked-out one. Creates the
 * account, or makes an existing one an enabled admin with the given password; either way
 * without an authenticator, so the next staff sign-in enrols one. Sessions of an existing
 * account end: whoever held them may be why this was run.
 */
export async function ensureAdmin(db: Db, email: string, passwordHash: string): Promise<'created' | 'promoted'> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      const now = new Date();
      await insertUser(tx, {
        email,
        passwordHash,
        firstName: 'Admin',
        role: 'admin',
        accountType: 'individual',
        termsAcceptedAt: now,
        adultConfirmedAt: now,
      });
      return 'created';
    }
    await updateUser(tx, existing.id, { role: 'admin', passwordHash, disabledAt: null });
    await deleteSecondFactor(tx, existing.id);
    await endUserSessions(tx, existing.id, 'second_factor_reset');
    return 'promoted';
  });
}
