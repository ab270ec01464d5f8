import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { apiPaths, pathTo } from '../../../contract/paths';
import type { Staff } from '../../../contract/resources/staff';
import { httpClient } from '../../shared/httpClient';
import { useResourceKey } from '../../shared/useResourceText';

/**
 * POST /admin/staff/{id}/reset_2fa/ after a confirmation: for a staff member who lost their
 * authenticator and their recovery codes. Shown only while their 2FA is on.
 */
export const ResetTwoFactorButton = () => {
  const staff = useRecordContext<Staff>();
  const resourceKey = useResourceKey();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: (id: string) =>
      httpClient(pathTo(apiPaths.staff.resetTwoFactor, { id }), {
        method: 'POST',
        fallbackError: 'resources.staff.errors.reset_2fa',
      }),
    onSuccess: () => {
      notify(resourceKey('reset_2fa.done'), { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  if (!staff?.two_factor_enabled) return null;
  const name = staff.username;
  return (
    <>
      <Button
        label={resourceKey('reset_2fa.button')}
        onClick={() => setConfirming(true)}
        color="warning"
      >
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={reset.isPending}
        title={resourceKey('reset_2fa.title')}
        content={resourceKey('reset_2fa.content')}
        translateOptions={{ name }}
        confirmColor="warning"
        onConfirm={() => reset.mutate(staff.id)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
