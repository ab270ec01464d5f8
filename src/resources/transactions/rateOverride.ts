import type { Transaction } from './types';

const cents = (value: unknown) => Math.round(Number(value) * 100);

/**
 * Whether an offered rate moves the card away from a rate card's lock (and from the rate it has
 * now), which the API accepts only with a reason; never for a card locked on the brand's headline.
 */
export const movesAwayFromLock = (record: Transaction | undefined, offered: unknown) => {
  const lock = record?.rate_lock;
  return (
    !!lock?.rate_id &&
    offered !== undefined &&
    offered !== null &&
    offered !== '' &&
    cents(offered) !== cents(lock.rate_percentage) &&
    cents(offered) !== cents(record?.offered_rate)
  );
};

/** The form's error for a move away from the lock without a reason (a catalogue key). */
export const overrideReasonError = (
  record: Transaction | undefined,
  values: { offered_rate?: unknown; rate_override_reason?: unknown },
): Record<string, string> =>
  movesAwayFromLock(record, values.offered_rate) &&
  !String(values.rate_override_reason ?? '').trim()
    ? { rate_override_reason: 'resources.transactions.validation.rate_override_reason_required' }
    : {};
