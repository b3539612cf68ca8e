import type { User } from '@aruu/contract/auth';
import type { Address, CreateAddressRequest, UpdateAddressRequest, UpdateProfileRequest } from '@aruu/contract/users';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { refuseCommonPassword } from '../auth/auth.service.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { endUserSessions } from '../auth/sessions.js';
import { toUser } from './user-view.js';
import * as repo from './users.repository.js';

export type UsersService = ReturnType<typeof createUsersService>;

function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    country: row.country,
    city: row.city,
    street: row.street,
    house: row.house,
    apartment: row.apartment,
  };
}

export function createUsersService(deps: { db: Db; passwords: PasswordHasher }) {
  const { db, passwords } = deps;

  async function profile(userId: number): Promise<User> {
    const row = await repo.findUserById(db, userId);
    if (!row) throw notFound('User');
    return toUser(row);
  }

  /** A password change needs the current password and ends every other login of the user. */
  async function updateProfile(userId: number, sessionId: string, changes: UpdateProfileRequest): Promise<User> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw notFound('User');
    let passwordHash: string | undefined;
    if (changes.new_password !== undefined) {
      if (!(await passwords.verify(user.passwordHash, changes.current_password ?? ''))) {
        throw new AppError('invalid_data', 'wrong_current_password', 'The current password is wrong', {
          current_password: { code: 'wrong_current_password', message: 'The current password is wrong' },
        });
      }
      refuseCommonPassword(changes.new_password, 'new_password');
      passwordHash = await passwords.hash(changes.new_password);
    }
    return db.transaction(async (tx) => {
      const updated = await repo.updateUser(tx, userId, {
        ...(changes.first_name !== undefined && { firstName: changes.first_name }),
        ...(changes.last_name !== undefined && { lastName: changes.last_name }),
        ...(changes.nickname !== undefined && { nickname: changes.nickname }),
        ...(changes.phone !== undefined && { phone: changes.phone }),
        ...(changes.language !== undefined && { language: changes.language }),
        ...(changes.whatsapp_opt_in !== undefined && {
          whatsappOptInAt: changes.whatsapp_opt_in ? (user.whatsappOptInAt ?? new Date()) : null,
        }),
        ...(passwordHash && { passwordHash }),
      });
      if (!updated) throw notFound('User');
      if (passwordHash) await endUserSessions(tx, userId, 'password_change', sessionId);
      return toUser(updated);
    });
  }

  async function closeAccount(userId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await repo.anonymiseUser(tx, userId);
      await endUserSessions(tx, userId, 'account_closed');
    });
  }

  async function address(userId: number): Promise<Address | null> {
    const row = await repo.findAddress(db, userId);
    return row ? toAddress(row) : null;
  }

  async function createAddress(userId: number, body: CreateAddressRequest): Promise<Address> {
    const row = await repo.insertAddress(db, { userId, ...body, apartment: body.apartment ?? null });
    if (!row) throw new AppError('conflict', 'address_exists', 'You already have an address; update it instead');
    return toAddress(row);
  }

  async function updateAddress(userId: number, changes: UpdateAddressRequest): Promise<Address> {
    const row = await repo.updateAddress(db, userId, changes);
    if (!row) throw notFound('Address');
    return toAddress(row);
  }

  /** The UDS customer the shopper linked in the account (loyalty's), or null. */
  const udsUid = (userId: number) => repo.findUdsUid(db, userId);
  const setUdsUid = (userId: number, uid: string | null) => repo.setUdsUid(db, userId, uid);

  return { profile, updateProfile, closeAccount, address, createAddress, updateAddress, udsUid, setUdsUid };
}
