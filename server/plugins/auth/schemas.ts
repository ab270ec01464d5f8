import { z } from 'zod';

export const loginBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email address')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const registerBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().pipe(z.email('Invalid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters.')
    .max(200, 'Password must be 200 characters or less.'),
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .regex(
      /^[A-Za-z0-9_.-]{3,40}$/,
      'Username must be 3 to 40 letters, digits, dots, dashes or underscores.',
    ),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
});

export const account = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['admin', 'customer']),
});
