import { httpClient, unwrap } from '../../httpClient';

/** GET /admin/giftcards/dashboard_stats/ (spec section 3, "Dashboard stats"). */
export interface DashboardStats {
  sum_paid_payouts: string;
  total_submissions: number;
  total_giftcards: number;
  total_users: number;
  todays_activities: {
    submissions_today: number;
    pending_approval_today: number;
    paid_today: number;
    new_users_today: number;
  };
  latest_submissions: LatestTransaction[];
  top_brands: { name: string; submission_count: number }[];
}

export interface LatestTransaction {
  id: string;
  user: { first_name: string; last_name: string } | null;
  brand: { name: string } | null;
  created_at: string;
  status_display: string;
}

/** The react-query key of the figures; the live notifications refresh it. */
export const DASHBOARD_STATS_KEY = ['dashboard', 'stats'] as const;

export const fetchDashboardStats = async () => {
  const { json } = await httpClient('/admin/giftcards/dashboard_stats/');
  return unwrap<DashboardStats>(json);
};
