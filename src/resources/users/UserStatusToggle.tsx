import { Button } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { User } from './types';

/**
 * Activates or deactivates the account through the user edit call (PATCH is_active). Pessimistic:
 * the badge changes once the server agrees, and a refusal shows its message.
 */
export const UserStatusToggle = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<User>();
  const next = !user.is_active;
  const toggle = () =>
    update(
      'users',
      { id: user.id, data: { is_active: next }, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            next ? 'resources.users.messages.activated' : 'resources.users.messages.deactivated',
            { type: 'success' },
          ),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'app.errors.update_user', {
            type: 'error',
          }),
      },
    );
  return (
    <Button
      variant="outlined"
      color={next ? 'success' : 'error'}
      disabled={isPending}
      onClick={toggle}
    >
      {translate(next ? 'resources.users.actions.activate' : 'resources.users.actions.deactivate')}
    </Button>
  );
};
