import { isStaffRole } from '../../../contract/enums.js';
import type { Staff } from '../../../contract/resources/staff.js';
import type { users } from '../../db/schema.js';
import { serializeAccount } from '../users/serialize.js';

type UserRow = typeof users.$inferSelect;

export function serializeStaff(user: UserRow): Staff {
  if (!isStaffRole(user.role)) throw new Error(`User ${user.id} is not a member of staff.`);
  // The account's own fields are those of every account; a staff row adds its state.
  return {
    ...serializeAccount(user),
    role: user.role,
    is_active: user.isActive,
    two_factor_enabled: user.twoFactorEnabled,
    last_login: user.lastLogin?.toISOString() ?? null,
    date_joined: user.dateJoined.toISOString(),
  };
}
