import type { Rate } from '../../../../../contract/rates';

export const BRAND = { id: '1b506ed2-d934-4cff-bea8-e326bd37889a', name: 'Google Play' };

/** A rate version as the API answers it: Google Play, US physical with receipt, $50–$100 at 80%. */
export const rateFixture = (id: string, fields: Partial<Rate>): Rate => ({
  id,
  brand: BRAND,
  country: 'US',
  form: 'physical',
  receipt: 'with_receipt',
  min_value: '50.00',
  max_value: '100.00',
  rate_percentage: '80.00',
  effective_from: '2026-11-20T10:00:00.000Z',
  effective_to: null,
  note: null,
  created_by: { id: '00000000-0000-4000-8000-000000000001', username: 'ada' },
  created_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});
