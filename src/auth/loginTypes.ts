/** What the login form hands the auth provider (src/authProvider.ts), and what it answers. */
export interface LoginParams {
  email: string;
  password: string;
}

/** The second step of a login with 2FA: the token of the first step and a TOTP or recovery code. */
export interface TwoFactorParams {
  mfa_token: string;
  code: string;
}

/** What login resolves to. */
export interface LoginResult {
  /**
   * Settles once the admin account has loaded: with a warning (text or catalogue key) when it did
   * not. Signing in does not wait for it.
   */
  accountLoaded?: Promise<string | undefined>;
  /** For an account with 2FA: no session yet, the token the second step sends with the code. */
  mfaToken?: string;
  /** What the server says the person must know about their account (e.g. 2FA locked by guesses). */
  notice?: string;
}
