import type { ActivityLog } from '../../../../../src/resources/transactions/types';

/** A row of Recent Activity Logs as the API answers it, for the screens' component tests. */
export const activityLogFixture = (overrides: Partial<ActivityLog> = {}): ActivityLog => ({
  id: crypto.randomUUID(),
  performed_by_name: 'Site Admin',
  action: 'status_update',
  new_status: 'ORDER_ACCEPTED',
  notes: 'Looks fine',
  notes_code: null,
  notes_params: null,
  time_ago: '5 minutes ago',
  created_at: '2025-01-05T14:03:00.000Z',
  ...overrides,
});
