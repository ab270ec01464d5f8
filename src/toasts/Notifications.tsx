import { Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { lazyScreen } from '../shared/lazyScreen';

/** The toaster (sonner), in a chunk of its own: the sign-in page fetches it while the form is filled. */
export const Toaster = lazyScreen(() => import('./Toaster'), 'Toaster');

/**
 * react-admin's notification slot. The toaster renders with the first notification, which waits
 * in react-admin's queue meanwhile (and for the toaster's code, if it is not there yet).
 */
export const Notifications = () => {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
};
