import { z } from 'zod';
import { text } from './common.js';

/**
 * A new account's fields and their rules: a customer's sign-up, and a member of staff an admin
 * adds (contract/resources/staff.ts). Apart from auth.ts, which needs the permissions, so that a
 * declaration can use them without importing the permissions it feeds.
 */
export const registerBody = z.object({
  email: text({ error: 'Email is required' }).trim().pipe(z.email('Invalid email address')),
  password: text({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters.')
    .max(200, 'Password must be 200 characters or less.'),
  username: text({ error: 'Username is required' })
    .trim()
    .regex(
      /^[A-Za-z0-9_.-]{3,40}$/,
      'Username must be 3 to 40 letters, digits, dots, dashes or underscores.',
    ),
  first_name: text().trim().max(100).default(''),
  last_name: text().trim().max(100).default(''),
});
