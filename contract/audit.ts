import { z } from 'zod';
import {
  errorBody,
  isoDateTime,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
} from './common.js';
import { declaredAuditActions } from './resource.js';
import { type DeclaredResource, declaredResources } from './resources/index.js';

/** What an audit entry of a hand-written domain records. */
const domainAuditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.2fa_enabled',
  'auth.2fa_disabled',
  'auth.2fa_failed',
  'auth.2fa_disable_failed',
  'auth.2fa_locked',
  'auth.password_changed',
  'user.update',
  'brand.create',
  'brand.update',
  'brand.delete',
  'transaction.review',
  'transaction.reveal_code',
  'transaction.payout_approved',
  'transaction.payout_reversed',
  'transaction.reversal_approved',
  'transaction.claim',
  'dispute.update',
  'staff.create',
  'staff.update',
  'staff.reset_2fa',
  'user.delete',
  'sla.policy_update',
] as const;
type DomainAuditAction = (typeof domainAuditActions)[number];
/** `<singular>.create|update|delete` of every declared resource. */
type DeclaredAuditAction = `${DeclaredResource['singular']}.${'create' | 'update' | 'delete'}`;

/** What an audit entry records; some are written by later features (code reveal, payouts, claims). */
export const auditAction = z.enum([
  ...domainAuditActions,
  ...declaredResources.flatMap(declaredAuditActions),
] as unknown as [DomainAuditAction, ...DomainAuditAction[]]) as z.ZodEnum<{
  [Action in DomainAuditAction | DeclaredAuditAction]: Action;
}>;
export type AuditAction = z.infer<typeof auditAction>;

const domainTargetTypes = ['user', 'brand', 'transaction', 'dispute'] as const;
type DomainTargetType = (typeof domainTargetTypes)[number];

/** What an entry is about; staff accounts are users too; a declared resource's records by its singular. */
export const auditTargetType = z.enum([
  ...new Set([
    ...domainTargetTypes,
    ...declaredResources.map((declaration) => declaration.singular),
  ]),
] as unknown as [DomainTargetType, ...DomainTargetType[]]) as z.ZodEnum<{
  [Type in DomainTargetType | DeclaredResource['singular']]: Type;
}>;
export type AuditTargetType = z.infer<typeof auditTargetType>;

export const auditOrdering = ordering(['created_at', 'action'], '-created_at');

const dateFilter = (field: string) =>
  optionalFilter(
    z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${field} must be an ISO 8601 date or date and time.`,
    }),
  );

export const auditListQuery = orderedPageQuery(auditOrdering).extend({
  actor: optionalFilter(z.uuid({ error: 'actor must be a user id.' })),
  action: optionalFilter(
    z.enum(auditAction.options, {
      error: `action must be one of ${auditAction.options.join(', ')}.`,
    }),
  ),
  target_type: optionalFilter(
    z.enum(auditTargetType.options, {
      error: `target_type must be ${auditTargetType.options.join(', ')}.`,
    }),
  ),
  target_id: optionalFilter(z.uuid({ error: 'target_id must be an id.' })),
  created_after: dateFilter('created_after').describe('Entries at or after this date (time)'),
  created_before: dateFilter('created_before').describe(
    'Entries before this date and time; a bare date includes that whole day',
  ),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** A value before or after a change, as JSON. */
const changedValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditLog = z.object({
  id: z.uuid(),
  actor: z
    .object({ id: z.uuid(), username: z.string() })
    .nullable()
    .describe('Who acted; null for an unknown person (a failed login with an unknown e-mail)'),
  action: auditAction,
  target_type: auditTargetType.nullable(),
  target_id: z.uuid().nullable(),
  summary: z.string(),
  changes: z
    .record(z.string(), z.tuple([changedValue, changedValue]))
    .describe('Per changed field: [old, new]'),
  ip: z.string(),
  user_agent: z.string(),
  created_at: isoDateTime,
});
export type AuditLog = z.infer<typeof auditLog>;

export const auditResponses = {
  list: { 200: pageOf(auditLog), 400: errorBody, 404: errorBody },
};
