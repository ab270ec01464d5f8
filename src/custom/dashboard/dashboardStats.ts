import { fixedPaths } from '../../../contract/fixed-paths';
import type { DashboardStats } from '../../../contract/transactions';
import { httpClient, unwrap } from '../../shared/httpClient';

export const fetchDashboardStats = async () => {
  const { json } = await httpClient(fixedPaths.transactions.dashboardStats);
  return unwrap<DashboardStats>(json);
};
