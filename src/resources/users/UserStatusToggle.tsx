import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { User } from './types';
import { userName } from './userName';

const U = 'resources.users';

/**
 * Activates or deactivates the account through the user edit call (PATCH is_active). Deactivating
 * locks a customer out, so it asks first. Pessimistic: the badge changes once the server agrees;
 * the toast is told after the awaited call, not in a callback that a refetch could unmount.
 */
export const UserStatusToggle = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<User>();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const next = !user.is_active;

  const save = async () => {
    setConfirming(false);
    try {
      await update(
        'users',
        { id: user.id, data: { is_active: next }, previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(next ? `${U}.messages.activated` : `${U}.messages.deactivated`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.update_user', { type: 'error' });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color={next ? 'success' : 'error'}
        disabled={isPending}
        onClick={() => (next ? save() : setConfirming(true))}
      >
        {translate(next ? `${U}.actions.activate` : `${U}.actions.deactivate`)}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(`${U}.confirm_deactivate.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(`${U}.confirm_deactivate.content`, {
              name: userName(user) || user.email,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate(`${U}.actions.cancel`)}</Button>
          <Button color="error" variant="contained" onClick={save}>
            {translate(`${U}.actions.deactivate`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
