import { z } from 'zod';
import { registerBody } from './account-fields.js';
import { dataOf, errorBody, noContent, text } from './common.js';
import { permission } from './permissions.js';
import { account, user } from './users.js';

export const loginBody = z.object({
  email: text({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email address')),
  password: text({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type Login = z.infer<typeof loginBody>;

export { registerBody };

const permissions = z
  .array(permission)
  .describe("What the signed-in person may do: their role's permissions (none for a customer)");

/** The signed-in person as the login answer carries them. */
export const sessionAccount = account.extend({ permissions });
export type SessionAccount = z.infer<typeof sessionAccount>;

/** `GET /auth/me`: the full profile, what they may do, and whether they sign in with 2FA. */
export const me = user.extend({ permissions, two_factor_enabled: z.boolean() });
export type Me = z.infer<typeof me>;

export const session = z.object({
  access_token: z.string(),
  user: sessionAccount,
  notice: z
    .string()
    .optional()
    .describe(
      'Something the person signing in must know about their account, shown once: e.g. that its two-factor codes were locked by wrong guesses',
    ),
});
export type Session = z.infer<typeof session>;

/** Password accepted, but the account has 2FA on: the code goes to `/auth/login/2fa/`. */
export const mfaChallenge = z.object({
  mfa_required: z.literal(true),
  mfa_token: z
    .string()
    .describe('Single use, valid 5 minutes, dead after 5 wrong codes; send it with the code'),
});
export type MfaChallenge = z.infer<typeof mfaChallenge>;

export const loginAnswer = z.union([session, mfaChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Either a 6-digit TOTP code or one of the recovery codes. */
const twoFactorCode = text({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(64, 'Code must be 64 characters or less.');

export const loginTwoFactorBody = z.object({
  mfa_token: text({ error: 'mfa_token is required' }).min(1, 'mfa_token is required').max(200),
  code: twoFactorCode,
});
export type LoginTwoFactor = z.infer<typeof loginTwoFactorBody>;

/** Enabling needs a code from the authenticator app: recovery codes do not count yet. */
export const twoFactorEnableBody = z.object({
  code: text({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export const twoFactorDisableBody = z.object({ code: twoFactorCode });

/** `POST /auth/password/`: the current password proves it is the owner at the keyboard. */
export const passwordChangeBody = z
  .object({
    current_password: text({ error: 'Current password is required' }).min(
      1,
      'Current password is required',
    ),
    new_password: text({ error: 'New password is required' })
      .min(10, 'The new password must be at least 10 characters.')
      .max(128, 'The new password must be 128 characters or less.'),
  })
  .refine((body) => body.new_password !== body.current_password, {
    path: ['new_password'],
    message: 'The new password must differ from the current one.',
  });
export type PasswordChange = z.infer<typeof passwordChangeBody>;

export const twoFactorSetup = z.object({
  secret: z.string().describe('Base32 TOTP secret (SHA-1, 6 digits, 30 s); shown only now'),
  otpauth_url: z.string().describe('otpauth:// URI for a QR code'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const RECOVERY_CODE_COUNT = 10;
export const recoveryCodes = z.object({
  recovery_codes: z
    .array(z.string())
    .length(RECOVERY_CODE_COUNT)
    .describe('Each works once instead of a TOTP code; shown only now'),
});
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

export const authResponses = {
  login: {
    200: dataOf(loginAnswer),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    429: errorBody,
  },
  loginTwoFactor: {
    200: dataOf(session),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    429: errorBody,
  },
  passwordChange: { 204: noContent, 400: errorBody, 401: errorBody, 429: errorBody },
  twoFactorSetup: { 200: dataOf(twoFactorSetup), 401: errorBody, 409: errorBody },
  twoFactorEnable: {
    200: dataOf(recoveryCodes),
    400: errorBody,
    401: errorBody,
    409: errorBody,
    429: errorBody,
  },
  twoFactorDisable: {
    204: noContent,
    400: errorBody,
    401: errorBody,
    409: errorBody,
    429: errorBody,
  },
  refresh: { 200: dataOf(z.object({ access_token: z.string() })), 401: errorBody, 403: errorBody },
  logout: { 204: noContent },
  me: { 200: dataOf(me), 401: errorBody },
  register: { 201: dataOf(user), 400: errorBody, 409: errorBody },
  account: { 200: dataOf(account), 404: errorBody },
};
