import { isStaffRole } from '../../../contract/enums.js';
import type { Staff } from '../../../contract/staff.js';
import type { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

export function serializeStaff(user: UserRow): Staff {
  if (!isStaffRole(user.role)) throw new Error(`User ${user.id} is not a member of staff.`);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    is_active: user.isActive,
    two_factor_enabled: user.twoFactorEnabled,
    last_login: user.lastLogin?.toISOString() ?? null,
    date_joined: user.dateJoined.toISOString(),
  };
}
