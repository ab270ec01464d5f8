import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BusinessHours, dueAt, slaStateAt } from './clock.js';

/*
 * The clock against a plain oracle: walk minute by minute from the start and count the minutes
 * that a wall clock in the zone shows inside the business window. The due time is the end of
 * the `minutes`-th such minute. Starts are drawn around midnights, weekends and the zones'
 * daylight-saving changes of 2026.
 */

const MINUTE = 60_000;
const SEED = 32;

const weekdayNumber: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

const localFormats = new Map<string, Intl.DateTimeFormat>();
const localFormat = (timeZone: string) => {
  const format =
    localFormats.get(timeZone) ??
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  localFormats.set(timeZone, format);
  return format;
};

function isBusinessMinute(instant: number, hours: BusinessHours) {
  const parts = Object.fromEntries(
    localFormat(hours.timezone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.hour}:${parts.minute}`;
  return (
    hours.days.includes(weekdayNumber[parts.weekday]) && time >= hours.start && time < hours.end
  );
}

/** The end of the `minutes`-th business minute from `start` (a whole minute). */
function oracleDue(start: number, minutes: number, hours: BusinessHours) {
  let counted = 0;
  let instant = start;
  for (;;) {
    if (isBusinessMinute(instant, hours)) counted += 1;
    instant += MINUTE;
    if (counted === minutes) return instant;
  }
}

// The 2026 changes: Europe/Paris 29 March and 25 October at 01:00 UTC; America/New_York 8 March
// and 1 November; Australia/Sydney 5 April and 4 October (southern hemisphere).
const AROUND = [
  Date.UTC(2026, 2, 29, 1),
  Date.UTC(2026, 9, 25, 1),
  Date.UTC(2026, 2, 8, 7),
  Date.UTC(2026, 10, 1, 6),
  Date.UTC(2026, 3, 4, 16),
  Date.UTC(2026, 9, 3, 16),
];
const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Africa/Lagos', 'UTC'];

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const businessHours = fc
  .record({
    timezone: fc.constantFrom(...ZONES),
    days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    // Quarter hours, including windows that touch midnight and the small hours the clocks skip.
    opens: fc.integer({ min: 0, max: 94 }),
    length: fc.integer({ min: 8, max: 95 }),
  })
  .map(({ timezone, days, opens, length }) => ({
    timezone,
    days: days.sort(),
    start: hhmm(opens * 15),
    end: hhmm(Math.min(opens + length, 95) * 15 + (opens + length >= 96 ? 14 : 0)),
  }))
  .filter((hours) => hours.start < hours.end)
  // An opening or closing inside the hour that comes twice in the autumn is the first of the two
  // (dueAt); the minute-by-minute oracle cannot say which, so those windows are left to examples.
  .filter(
    (hours) =>
      !['Europe/Paris', 'America/New_York', 'Australia/Sydney'].includes(hours.timezone) ||
      ![hours.start, hours.end].some((time) => time >= '01:00' && time < '03:00'),
  );

// Whole minutes within three days either side of a change.
const start = fc
  .tuple(fc.constantFrom(...AROUND), fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }))
  .map(([change, offset]) => change + offset * MINUTE);

describe('the service-level clock', () => {
  it('without business hours, adds plain minutes', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 10_080 }), (from, minutes) => {
        expect(dueAt(new Date(from), minutes, null).getTime()).toBe(from + minutes * MINUTE);
      }),
      { seed: SEED },
    );
  });

  it('with business hours, counts only the minutes inside them, across midnights, weekends and clock changes', () => {
    fc.assert(
      fc.property(
        start,
        fc.integer({ min: 1, max: 300 }),
        businessHours,
        (from, minutes, hours) => {
          expect(new Date(dueAt(new Date(from), minutes, hours)).toISOString()).toBe(
            new Date(oracleDue(from, minutes, hours)).toISOString(),
          );
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('a card sent on Friday evening to a weekday desk is due on Monday morning', () => {
    const hours = { timezone: 'Africa/Lagos', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
    // Friday 27 November 2026, 18:30 in Lagos (UTC+1).
    const due = dueAt(new Date('2026-11-27T17:30:00Z'), 60, hours);
    expect(due.toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });

  it('an hour of business time on the night Paris springs forward is one hour of open desk', () => {
    const hours = { timezone: 'Europe/Paris', days: [7], start: '01:00', end: '05:00' };
    // Sunday 29 March 2026: 01:00 local is 00:00 UTC; at 02:00 local the clocks jump to 03:00.
    expect(dueAt(new Date('2026-03-29T00:00:00Z'), 90, hours).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('names the state at a moment: on time, due soon, breached, then met or missed', () => {
    const item = {
      dueAt: new Date('2026-01-01T10:00:00Z'),
      warnAt: new Date('2026-01-01T09:45:00Z'),
      metAt: null,
    };
    expect(slaStateAt(item, new Date('2026-01-01T09:00:00Z'))).toBe('on_time');
    expect(slaStateAt(item, new Date('2026-01-01T09:45:00Z'))).toBe('due_soon');
    expect(slaStateAt(item, new Date('2026-01-01T10:00:00Z'))).toBe('breached');
    const at = new Date('2026-01-02T00:00:00Z');
    expect(slaStateAt({ ...item, metAt: item.dueAt }, at)).toBe('met');
    expect(slaStateAt({ ...item, metAt: new Date('2026-01-01T10:00:01Z') }, at)).toBe('missed');
  });
});
