import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { LoginParams, LoginResult } from '../authProvider';
import { startDashboard } from '../startDashboard';

/**
 * The spec's login sequence. react-admin's useLogin pushes the next page onto the history;
 * the spec wants / to replace /login.
 */
export const useLoginFlow = () => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const login = async (params: LoginParams) => {
    if (!authProvider) return;
    setPending(true);
    try {
      const { accountLoaded }: LoginResult = await authProvider.login(params);
      startDashboard(queryClient);
      notify('app.auth.login_success', { type: 'success' });
      navigate('/', { replace: true });
      const warning = await accountLoaded;
      if (warning) notify(warning, { type: 'warning' });
    } catch (error) {
      setPending(false);
      notify(error instanceof Error ? error.message : 'app.errors.request_failed', {
        type: 'error',
      });
    }
  };

  return { login, pending };
};
