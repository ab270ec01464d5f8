import { movesAwayFromLock as movesAway } from '../../../contract/rate-override';
import type { Transaction } from './types';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether the form's rate and payout move the card away from its rate card's lock (and from what
 * it holds now), which the API accepts only with a reason: the contract's one rule. Never for a
 * card locked on the brand's headline.
 */
export const movesAwayFromLock = (
  record: Transaction | undefined,
  values: { offered_rate?: unknown; expected_payout?: unknown },
) =>
  !!record?.rate_lock &&
  filled(values.offered_rate) &&
  filled(values.expected_payout) &&
  movesAway(
    {
      lockRateId: record.rate_lock.rate_id,
      lockRate: record.rate_lock.rate_percentage,
      cardValue: record.card_value,
      offeredRate: record.offered_rate,
      expectedPayout: record.expected_payout,
    },
    { offeredRate: String(values.offered_rate), expectedPayout: String(values.expected_payout) },
  );

/** The form's error for a move away from the lock without a reason (a catalogue key). */
export const overrideReasonError = (
  record: Transaction | undefined,
  values: { offered_rate?: unknown; expected_payout?: unknown; rate_override_reason?: unknown },
): Record<string, string> =>
  movesAwayFromLock(record, values) && !String(values.rate_override_reason ?? '').trim()
    ? { rate_override_reason: 'resources.transactions.validation.rate_override_reason_required' }
    : {};
