import { z } from 'zod';
import { dataOf, errorBody, noContent, text } from './common.js';
import { account, user } from './users.js';

export const loginBody = z.object({
  email: text({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email address')),
  password: text({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type Login = z.infer<typeof loginBody>;

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

export const session = z.object({ access_token: z.string(), user: account });
export type Session = z.infer<typeof session>;

export const authResponses = {
  login: { 200: dataOf(session), 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
  refresh: { 200: dataOf(z.object({ access_token: z.string() })), 401: errorBody, 403: errorBody },
  logout: { 204: noContent },
  me: { 200: dataOf(user), 401: errorBody },
  register: { 201: dataOf(user), 400: errorBody, 409: errorBody },
  account: { 200: dataOf(account), 404: errorBody },
};
