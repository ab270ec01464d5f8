import type { DashboardStats } from '../../contract/transactions';
import { httpClient, unwrap } from '../shared/httpClient';

export const fetchDashboardStats = async () => {
  const { json } = await httpClient('/admin/giftcards/dashboard_stats/');
  return unwrap<DashboardStats>(json);
};
