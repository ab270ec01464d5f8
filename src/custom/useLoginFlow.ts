import { useState } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { LoginParams, LoginResult } from '../authProvider';

/**
 * The spec's login sequence. react-admin's useLogin pushes the next page onto the history;
 * the spec wants / to replace /login.
 */
export const useLoginFlow = () => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const login = async (params: LoginParams) => {
    if (!authProvider) return;
    setPending(true);
    try {
      const result: LoginResult = await authProvider.login(params);
      notify('app.auth.login_success', { type: 'success' });
      if (result.warning) notify(result.warning, { type: 'warning' });
      navigate('/', { replace: true });
    } catch (error) {
      setPending(false);
      notify(error instanceof Error ? error.message : 'app.errors.request_failed', {
        type: 'error',
      });
    }
  };

  return { login, pending };
};
