// A plain table, no zod: the sign-in page reads it (src/shared/fieldErrorText.ts) and does not load
// the schemas (contract/business-hours.ts holds them).

/** Its refusals, which the app says in the reader's language (src/shared/fieldErrorText.ts). */
export const BUSINESS_HOURS_REFUSALS = {
  time_zone: 'The time zone must be an IANA zone, e.g. Africa/Lagos.',
  weekdays: 'Days must be weekday numbers, Monday = 1 to Sunday = 7.',
  no_day: 'Choose at least one day.',
  day_once: 'Each day only once.',
  start_time: 'The start must be a time, HH:MM.',
  end_time: 'The end must be a time, HH:MM.',
  end_after_start: 'The end must be after the start, within one day.',
} as const;
