import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationKind } from '../../contract/enums';
import { DASHBOARD_STATS_KEY } from '../shared/queryKeys';

/**
 * Which screens a customer's action changes, by notification kind (server/realtime/notifications.ts):
 * their queries are refetched so that the dashboard and the lists follow without a reload.
 */
const staleAfter: Partial<Record<NotificationKind, { dashboard: boolean; lists: string[] }>> = {
  giftcard_submitted: { dashboard: true, lists: ['transactions', 'payments'] },
  dispute_opened: { dashboard: true, lists: ['disputes'] },
};

export function refreshQueriesFor(queryClient: QueryClient, kind: NotificationKind) {
  const stale = staleAfter[kind];
  if (!stale) return;
  if (stale.dashboard) queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY });
  // Lists only: a detail page being edited must not be refetched under the admin's hands.
  for (const resource of stale.lists) {
    const queryKey: QueryKey = [resource, 'getList'];
    queryClient.invalidateQueries({ queryKey });
  }
}
