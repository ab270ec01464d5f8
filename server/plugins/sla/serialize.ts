import type { SlaClock } from '../../../contract/sla.js';
import { slaStateAt } from './clock.js';

/** One clock's stored columns. */
export interface StoredClock {
  dueAt: Date | null;
  warnAt: Date | null;
  metAt: Date | null;
  version: number | null;
}

/**
 * A clock as answers carry it, its state judged at `now`. Migration 0022 gives every row a clock
 * (existing rows, and by trigger rows written by SQL outside the app); the columns stay nullable
 * for those writers, so a missing due time reads as due at the start.
 */
export function serializeClock(clock: StoredClock, startedAt: Date, now: Date): SlaClock {
  const dueAt = clock.dueAt ?? startedAt;
  const warnAt = clock.warnAt ?? dueAt;
  return {
    due_at: dueAt.toISOString(),
    state: slaStateAt({ dueAt, warnAt, metAt: clock.metAt }, now),
    met_at: clock.metAt?.toISOString() ?? null,
    policy_version: clock.version ?? 1,
  };
}
