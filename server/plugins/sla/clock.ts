/**
 * The service-level clock (api-contract.md, "Service levels"): when an item started now is due,
 * counting only business hours when a policy has them, and where an item stands at a moment.
 * Pure: time zones through Intl, no database, no "now" of its own.
 */

/** When the clock runs: on these weekdays (Monday = 1 … Sunday = 7), from `start` to `end`, local time. */
export interface BusinessHours {
  timezone: string;
  days: readonly number[];
  start: string;
  end: string;
}

export type SlaState = 'on_time' | 'due_soon' | 'breached' | 'met' | 'missed';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timezone: string) {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a zone, as if that wall clock were UTC (ms). */
function wallClockOf(instant: number, timezone: string) {
  const parts = Object.fromEntries(
    formatterOf(timezone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The instant a zone's wall clock shows `wallClock` (ms, read as UTC). In a spring-forward gap
 * (a time that does not exist) it is the instant the clocks jumped over; when the time comes
 * twice in the autumn, the first.
 */
function instantOf(wallClock: number, timezone: string) {
  const offsetAt = (instant: number) => wallClockOf(instant, timezone) - instant;
  const early = wallClock - offsetAt(wallClock - DAY);
  const late = wallClock - offsetAt(wallClock + DAY);
  const candidates = [early, late].filter(
    (instant) => wallClockOf(instant, timezone) === wallClock,
  );
  if (candidates.length) return Math.min(...candidates);
  // A gap: the first instant whose wall clock reads past it, the moment the clocks jumped.
  let [low, high] = [Math.min(early, late), Math.max(early, late)];
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2);
    if (wallClockOf(middle, timezone) < wallClock) low = middle;
    else high = middle;
  }
  return high - (high % 1000);
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Monday = 1 … Sunday = 7 of a UTC-read calendar day. */
const weekdayOf = (day: number) => ((new Date(day).getUTCDay() + 6) % 7) + 1;

/**
 * When an item that starts at `start` is due after `minutes` minutes: plain minutes without
 * business hours; with them, minutes inside the business windows only, so an item started at
 * night is due `minutes` after the next opening. `start` must be before `end`; `days` not empty.
 */
export function dueAt(start: Date, minutes: number, hours: BusinessHours | null): Date {
  let remaining = minutes * MINUTE;
  const from = start.getTime();
  if (!hours || remaining === 0) return new Date(from + remaining);
  const { timezone } = hours;
  const days = new Set(hours.days);
  const opens = minutesOf(hours.start) * MINUTE;
  const closes = minutesOf(hours.end) * MINUTE;
  const wallStart = wallClockOf(from, timezone);
  let day = wallStart - (wallStart % DAY);
  for (;;) {
    if (days.has(weekdayOf(day))) {
      const open = instantOf(day + opens, timezone);
      const close = instantOf(day + closes, timezone);
      const cursor = Math.max(from, open);
      if (cursor < close) {
        if (remaining <= close - cursor) return new Date(cursor + remaining);
        remaining -= close - cursor;
      }
    }
    day += DAY;
  }
}

/** Where an item stands at `now`: decided on time or late, or still open and how close to due. */
export function slaStateAt(
  item: { dueAt: Date; warnAt: Date; metAt: Date | null },
  now: Date,
): SlaState {
  if (item.metAt) return item.metAt <= item.dueAt ? 'met' : 'missed';
  if (now >= item.dueAt) return 'breached';
  if (now >= item.warnAt) return 'due_soon';
  return 'on_time';
}
