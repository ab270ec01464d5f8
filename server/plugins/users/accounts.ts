import { eq, or, sql } from 'drizzle-orm';
import type { Role } from '../../../contract/enums.js';
import { invalidConfiguration } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../auth/passwords.js';

/** Nobody switches their own account off: the users and the staff screens refuse it alike. */
export const OWN_DEACTIVATION = 'You cannot deactivate your own account.';

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
}

/** Creates an account, refusing an e-mail or username already taken (case-insensitively). */
export async function createAccount(db: Executor, account: NewAccount) {
  const [taken] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${account.email.toLowerCase()}`,
        sql`lower(${users.username}) = ${account.username.toLowerCase()}`,
      ),
    );
  if (taken) {
    const field = taken.email.toLowerCase() === account.email.toLowerCase() ? 'email' : 'username';
    const message = `A user with that ${field} already exists.`;
    throw conflict(message, { [field]: [message] });
  }
  const [user] = await db
    .insert(users)
    .values({
      email: account.email,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
    })
    .returning();
  return user;
}

/** The first administrator, created from the configuration when the database has none. */
export async function ensureAdmin(db: Executor, admin: { email: string; password: string } | null) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return null;
  // Without any administrator nobody could ever sign in: refuse to start instead.
  if (!admin) {
    throw invalidConfiguration(
      'ADMIN_EMAIL, ADMIN_PASSWORD: required to create the first administrator',
    );
  }
  return createAccount(db, {
    email: admin.email,
    username: admin.email.split('@')[0],
    password: admin.password,
    role: 'admin',
    firstName: 'Site',
    lastName: 'Admin',
  });
}
