import type { Me, SessionAccount } from '../../../contract/auth.js';
import { permissionsOf } from '../../../contract/permissions.js';
import type { Account, User } from '../../../contract/users.js';
import type { users } from '../../db/schema.js';
import { serializeCustomerKyc } from '../kyc/serialize.js';

type UserRow = typeof users.$inferSelect;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const GENDERS: Record<string, string> = { M: 'Male', F: 'Female', O: 'Other' };

export function countryName(code: string): string {
  if (!code) return '';
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function serializeUser(user: UserRow): User {
  // The account's own fields are those of every account; a user row adds the person's details.
  return {
    ...serializeAccount(user),
    phone: user.phone,
    country: user.country,
    country_display: countryName(user.country),
    gender: user.gender,
    gender_display: GENDERS[user.gender] ?? '',
    date_of_birth: user.dateOfBirth,
    address: user.address,
    city: user.city,
    zip_code: user.zipCode,
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
    kyc: user.role === 'customer' ? serializeCustomerKyc(user) : null,
  };
}

export function serializeAccount(user: UserRow): Account {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
  };
}

/** The signed-in person in the login answer: who they are and what they may do. */
export function serializeSessionAccount(user: UserRow): SessionAccount {
  return { ...serializeAccount(user), permissions: [...permissionsOf(user.role)] };
}

export function serializeMe(user: UserRow): Me {
  return {
    ...serializeUser(user),
    permissions: [...permissionsOf(user.role)],
    two_factor_enabled: user.twoFactorEnabled,
  };
}
