import type { DashboardStats } from '../../contract/transactions';
import { httpClient, unwrap } from '../httpClient';

/** The react-query key of the figures; the live notifications refresh it. */
export const DASHBOARD_STATS_KEY = ['dashboard', 'stats'] as const;

export const fetchDashboardStats = async () => {
  const { json } = await httpClient('/admin/giftcards/dashboard_stats/');
  return unwrap<DashboardStats>(json);
};
