import type { TransactionDetail } from '../../../../../src/resources/transactions/types';

/** A gift card as the API's detail answer has it, for the screens' component tests. */
export const transactionFixture = (
  overrides: Partial<TransactionDetail> = {},
): TransactionDetail => ({
  id: '8bea8e68-0a6e-4568-b3b7-8cc906c719b6',
  status: 'ORDER_ACCEPTED',
  status_display: 'Order Accepted',
  expected_payout: '195.00',
  offered_rate: '78.00',
  final_payout: null,
  card_value: '250.00',
  card_code_display: '****-****-RUPG',
  card_image: null,
  currency: 'USD',
  created_at: '2025-01-05T14:03:00.000Z',
  updated_at: '2025-01-05T15:00:00.000Z',
  paid_at: null,
  admin_notes: '',
  rejection_reason: '',
  user: {
    id: 'b8389711-1af6-4915-987f-6baafef9b69a',
    first_name: 'Noah',
    last_name: 'Anderson',
    email: 'noah.anderson35@example.com',
    date_joined: '2024-09-16T09:42:01.147Z',
  },
  brand: {
    id: '1b506ed2-d934-4cff-bea8-e326bd37889a',
    name: 'Google Play',
    image: null,
    rate_percentage: '78.00',
    is_active: true,
    min_amount: '10.00',
    max_amount: '500.00',
  },
  profit_margin: { margin_percentage: '22.00', profit_amount: '55.00' },
  recent_logs: [],
  risk_flags: [],
  duplicate_of: [],
  payout_approval: null,
  ...overrides,
});
