import type { BusinessHoursBody } from '../../../contract/business-hours';
import { displayLocale, FORMAT_TAGS } from '../../shared/displayLocale';
import type { Translate } from '../../shared/translate';

/** A Monday (1 January 2024), from which each weekday number is counted. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** A weekday (Monday = 1) in the reader's short words: "Mon", "lun.". */
export const weekdayName = (day: number, width: 'short' | 'long' = 'short') =>
  new Intl.DateTimeFormat(FORMAT_TAGS[displayLocale()], { weekday: width, timeZone: 'UTC' }).format(
    A_MONDAY + (day - 1) * DAY_MS,
  );

/** Days as runs: three or more in a row read as a range ("Mon–Fri"), others one by one. */
const daysText = (days: readonly number[]) => {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${weekdayName(run[0] as number)}–${weekdayName(run.at(-1) as number)}`]
        : run.map((day) => weekdayName(day)),
    )
    .join(', ');
};

/**
 * A policy's business hours in the reader's words: "Mon–Fri 09:00–17:00, Africa/Lagos", or
 * "Around the clock" when it has none (the clock never stops).
 */
export function businessHoursText(value: unknown, translate: Translate): string {
  if (!value) return translate('resources.sla.business_hours.around_the_clock');
  const { days, start, end, timezone } = value as BusinessHoursBody;
  const when =
    days.length === 7 ? translate('resources.sla.business_hours.every_day') : daysText(days);
  return `${when} ${start}–${end}, ${timezone}`;
}
