import { type Permission, permissions, roleMay, type StaffRole } from '@aruu/contract/staff-access';
import type { StaffMe } from '@aruu/contract/staff-auth';
import type { StaffInvite, StaffMember } from '@aruu/contract/staff-team';
import type { UserRow } from '../users/staff-accounts.js';
import type { StaffInviteRow } from './staff.repository.js';

const allPermissions = Object.keys(permissions) as Permission[];

/** Only ever called for rows the staff queries selected (role other than shopper). */
const staffRole = (row: UserRow) => row.role as StaffRole;

export function toStaffMe(row: UserRow, recoveryCodesLeft: number): StaffMe {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: staffRole(row),
    language: row.language,
    permissions: allPermissions.filter((permission) => roleMay(row.role, permission)),
    recovery_codes_left: recoveryCodesLeft,
  };
}

export function toStaffMember(row: { user: UserRow; secondFactorEnrolled: boolean }): StaffMember {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: staffRole(user),
    language: user.language,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    second_factor_enrolled: row.secondFactorEnrolled,
    created_at: user.createdAt.toISOString(),
  };
}

export function toStaffInvite(row: StaffInviteRow): StaffInvite {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    language: row.language,
    invited_by: row.invitedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
