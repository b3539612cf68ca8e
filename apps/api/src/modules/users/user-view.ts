import type { User } from '@aruu/contract/auth';
import type { UserRow } from './users.repository.js';

/** The API's view of a user: never the password hash, never internal state. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    phone: row.phone,
    account_type: row.accountType,
    role: row.role,
    language: row.language,
    whatsapp_opt_in: row.whatsappOptInAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
