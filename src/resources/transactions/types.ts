import type { RaRecord } from 'react-admin';

/** An activity log row of a transaction detail (spec section 3). */
export interface ActivityLog {
  id: string;
  performed_by_name: string | null;
  action: string;
  /** A status code such as PAID, or null when the status did not change. */
  new_status: string | null;
  notes: string | null;
  time_ago: string;
}

/** A gift card submission, as both the transactions and the payments screens read it. */
export interface Transaction extends RaRecord<string> {
  status: string;
  status_display?: string | null;
  expected_payout: string | null;
  offered_rate: string | null;
  final_payout: string | null;
  card_value: string;
  card_code_display: string;
  card_image: string | null;
  currency: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  admin_notes: string | null;
  rejection_reason: string | null;
  user: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    date_joined: string;
  };
  brand: {
    id: string;
    name: string;
    image: string | null;
    rate_percentage: string;
    is_active: boolean;
    min_amount: string;
    max_amount: string;
  };
  /** Detail only. */
  profit_margin?: { margin_percentage: string; profit_amount: string };
  /** Detail only, newest first. */
  recent_logs?: ActivityLog[];
}
