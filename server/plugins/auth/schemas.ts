import { z } from 'zod';
import { text } from '../../lib/schemas.js';

export const loginBody = z.object({
  email: text({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email address')),
  password: text({ error: 'Password is required' }).min(1, 'Password is required'),
});

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

export const account = z.object({
  id: z.uuid(),
  email: text(),
  username: z.string(),
  first_name: text(),
  last_name: text(),
  role: z.enum(['admin', 'customer']),
});
