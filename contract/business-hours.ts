import { z } from 'zod';
import { BUSINESS_HOURS_REFUSALS } from './business-hours-refusals.js';

/**
 * When a service-level clock runs (api-contract.md, "Service levels"): a time zone, weekdays and
 * a window within one day. Its own file, as the policies' declaration (contract/resources/sla.ts)
 * and their routes' body (contract/sla.ts) both check it.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Monday = 1 … Sunday = 7, as ISO 8601 numbers weekdays. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** When the clock runs; the window is within one day (start before end). */
export const businessHours = z
  .object({
    timezone: z.string().refine(validZone, { error: BUSINESS_HOURS_REFUSALS.time_zone }),
    days: z
      .array(z.number().int().min(1).max(7), {
        error: BUSINESS_HOURS_REFUSALS.weekdays,
      })
      .min(1, BUSINESS_HOURS_REFUSALS.no_day)
      .max(7)
      .refine((days) => new Set(days).size === days.length, {
        error: BUSINESS_HOURS_REFUSALS.day_once,
      }),
    start: z.string().regex(HH_MM, BUSINESS_HOURS_REFUSALS.start_time),
    end: z.string().regex(HH_MM, BUSINESS_HOURS_REFUSALS.end_time),
  })
  .refine((hours) => hours.start < hours.end, {
    error: BUSINESS_HOURS_REFUSALS.end_after_start,
    path: ['end'],
  });

export type BusinessHoursBody = z.infer<typeof businessHours>;
