import type { StaffRole } from '../../contract/enums.js';
import type { Database } from '../db/client.js';
import { createAccount, findUserByEmail } from '../plugins/users/accounts.js';

/** One demo account per staff role besides the administrator, to try what each role may do. */
export const DEMO_STAFF: {
  role: Exclude<StaffRole, 'admin'>;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}[] = [
  {
    role: 'reviewer',
    email: 'reviewer@example.com',
    password: 'reviewer1234',
    firstName: 'Rita',
    lastName: 'Reviewer',
  },
  {
    role: 'finance',
    email: 'finance@example.com',
    password: 'finance1234',
    firstName: 'Felix',
    lastName: 'Finance',
  },
  {
    role: 'support',
    email: 'support@example.com',
    password: 'support1234',
    firstName: 'Sam',
    lastName: 'Support',
  },
];

/** Creates the demo staff accounts that do not exist yet. */
export async function insertDemoStaff(db: Database) {
  for (const member of DEMO_STAFF) {
    if (await findUserByEmail(db, member.email)) continue;
    await createAccount(db, { ...member, username: member.email.split('@')[0] });
  }
}
