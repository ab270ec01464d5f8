import { apiPaths } from '../../../contract/paths';
import type { DashboardStats } from '../../../contract/transactions';
import { httpClient, unwrap } from '../../shared/httpClient';

export const fetchDashboardStats = async () => {
  const { json } = await httpClient(apiPaths.transactions.dashboardStats);
  return unwrap<DashboardStats>(json);
};
