import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { LoginParams, LoginResult } from '../loginTypes';

/**
 * The spec's login sequence, with a second step for an account with 2FA (api-contract.md,
 * "Two-factor sign-in"). react-admin's useLogin pushes the next page onto the history; the spec
 * wants / to replace /login.
 */
export const useLoginFlow = (onSignedIn?: (queryClient: QueryClient) => void) => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  /** Set once the password was accepted for an account with 2FA: the code step is showing. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const signIn = async (params: object) => {
    if (!authProvider) return;
    setPending(true);
    try {
      const {
        accountLoaded,
        mfaToken: challenge,
        notice,
      }: LoginResult = await authProvider.login(params);
      if (challenge) {
        setPending(false);
        setMfaToken(challenge);
        return;
      }
      onSignedIn?.(queryClient);
      notify('app.auth.login_success', { type: 'success' });
      navigate('/', { replace: true });
      // Shown until dismissed: it may mean someone else tried to get into the account.
      if (notice) notify(notice, { type: 'warning', autoHideDuration: null });
      const warning = await accountLoaded;
      if (warning) notify(warning, { type: 'warning' });
    } catch (error) {
      setPending(false);
      throw error;
    }
  };

  const login = async (params: LoginParams) => {
    try {
      await signIn(params);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.request_failed', {
        type: 'error',
      });
    }
  };

  /** The second step; a refusal (wrong, replayed or expired code) shows under the code field. */
  const verify = async ({ code }: { code: string }) => {
    if (!mfaToken) return;
    setCodeError(null);
    try {
      await signIn({ mfa_token: mfaToken, code: code.trim() });
    } catch (error) {
      setCodeError(error instanceof Error ? error.message : 'app.errors.request_failed');
    }
  };

  /** Back to the password step: a dead or expired mfa_token needs the password again. */
  const restart = () => {
    setMfaToken(null);
    setCodeError(null);
  };

  return { login, verify, restart, pending, twoFactorStep: mfaToken !== null, codeError };
};
