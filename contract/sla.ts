import { z } from 'zod';
import { type BusinessHoursBody, businessHours } from './business-hours.js';
import { dataOf, errorBody, isoDateTime, optionalFilter, pageOf } from './common.js';
import { type DeclaredRecord, declaredPaths } from './resource.js';
import { schemasOf } from './resource-schemas.js';
import { sla } from './resources/sla.js';

/** Service levels (api-contract.md, "Service levels"): policies, each item's clock, the summary. */

export const SLA_TARGETS = ['review', 'dispute_first_response', 'dispute_resolution'] as const;
export const slaTarget = z.enum(SLA_TARGETS, {
  error: `The target must be one of ${SLA_TARGETS.join(', ')}.`,
});
export type SlaTarget = z.infer<typeof slaTarget>;

export const SLA_STATES = ['on_time', 'due_soon', 'breached', 'met', 'missed'] as const;
export const slaState = z.enum(SLA_STATES);

/**
 * A target's policy, one version of it, as its declaration answers it (contract/resources/sla.ts):
 * its business hours in the contract's shape, its `created_at` when this version was made.
 */
export type SlaPolicy = Omit<DeclaredRecord<typeof sla>, 'business_hours'> & {
  business_hours: BusinessHoursBody | null;
};
export const slaPolicy = schemasOf(sla).record as unknown as z.ZodType<SlaPolicy>;

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of minutes.` })
    .int(`${label} must be a whole number of minutes.`)
    .min(1, `${label} must be from 1 to 10080 minutes.`)
    .max(10_080, `${label} must be from 1 to 10080 minutes.`);

/** `PUT /admin/sla/policies/{target}/`: the whole policy; it becomes the target's next version. */
export const slaPolicyBody = z
  .object({
    minutes: minutes('Minutes'),
    warn_before_minutes: z
      .number({ error: 'Warn before must be a whole number of minutes.' })
      .int('Warn before must be a whole number of minutes.')
      .min(0, 'Warn before must be 0 or more.'),
    high_value_minutes: minutes('High-value minutes').nullable().optional(),
    business_hours: businessHours.nullable().optional(),
  })
  .refine((body) => body.warn_before_minutes <= body.minutes, {
    error: 'Warn before must not be more than the minutes.',
    path: ['warn_before_minutes'],
  });
export type SlaPolicyBody = z.infer<typeof slaPolicyBody>;

/** `/admin/sla/policies/` and `/admin/sla/policies/:id/`, the id being the target. */
export const slaPaths = declaredPaths(sla);

export const slaTargetParams = z.object({ id: slaTarget });

/** One item's clock, as each transaction and dispute answer carries it. */
export const slaClock = z.object({
  due_at: isoDateTime,
  state: slaState,
  met_at: isoDateTime.nullable(),
  policy_version: z.number().int(),
});
export type SlaClock = z.infer<typeof slaClock>;

export const disputeSla = z.object({ first_response: slaClock, resolution: slaClock });

/** The lists' filter: open items due soon or past due. */
export const slaStateFilter = optionalFilter(
  z.enum(['due_soon', 'breached'], { error: 'sla_state must be due_soon or breached.' }),
);

export const slaSummaryQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 90.' })
    .int('days must be a whole number from 1 to 90.')
    .min(1, 'days must be a whole number from 1 to 90.')
    .max(90, 'days must be a whole number from 1 to 90.')
    .default(7),
});

const openCounts = z.object({
  on_time: z.number().int(),
  due_soon: z.number().int(),
  breached: z.number().int(),
});

export const slaSummary = z.object({
  open: z.object({
    review: openCounts,
    dispute_first_response: openCounts,
    dispute_resolution: openCounts,
  }),
  days: z.array(
    z.object({
      date: z.iso.date(),
      target: slaTarget,
      decided: z.number().int(),
      met: z.number().int(),
      missed: z.number().int(),
      p50_minutes: z.number().int().nullable(),
      p90_minutes: z.number().int().nullable(),
    }),
  ),
});
export type SlaSummary = z.infer<typeof slaSummary>;

export const slaResponses = {
  policies: { 200: pageOf(slaPolicy) },
  update: { 200: dataOf(slaPolicy), 400: errorBody, 404: errorBody },
  summary: { 200: dataOf(slaSummary), 400: errorBody },
};
