import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const Toaster = lazy(async () => ({ default: (await import('./Toaster')).Toaster }));

/**
 * react-admin's notification slot. The toaster (sonner) loads with the first notification, which
 * waits in react-admin's queue meanwhile: a page that shows none does not download it.
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
