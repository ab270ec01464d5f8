/**
 * react-query keys that more than one folder uses: the dashboard reads its figures under this key
 * and the live notifications (src/live/) refresh it.
 */
export const DASHBOARD_STATS_KEY = ['dashboard', 'stats'] as const;
