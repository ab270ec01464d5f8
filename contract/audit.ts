import { z } from 'zod';
import {
  booleanString,
  errorBody,
  isoDateTime,
  messageCode,
  messageParams,
  optionalFilter,
  orderedPageQuery,
  pageOf,
} from './common.js';
import { role } from './enums.js';
import { auditTargetOf, type DeclaredAuditActionOf, declaredAuditActions } from './resource.js';
import { schemasOf } from './resource-schemas.js';
import { audit } from './resources/audit.js';
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
  'transaction.review',
  'transaction.reveal_code',
  'transaction.payout_approved',
  'transaction.payout_reversed',
  'transaction.reversal_approved',
  'transaction.claim',
  'dispute.update',
  'kyc.settings_update',
  'transaction.clawback',
  'transaction.clawback_approved',
] as const;
type DomainAuditAction = (typeof domainAuditActions)[number];
/** `<singular>.create|update|delete` of every declared resource, and each one's own actions. */
type DeclaredAuditAction = DeclaredAuditActionOf<DeclaredResource>;

/** What an audit entry records; some are written by later features (code reveal, payouts, claims). */
export const auditAction = z.enum([
  ...domainAuditActions,
  ...declaredResources.flatMap(declaredAuditActions),
] as unknown as [DomainAuditAction, ...DomainAuditAction[]]) as z.ZodEnum<{
  [Action in DomainAuditAction | DeclaredAuditAction]: Action;
}>;
export type AuditAction = z.infer<typeof auditAction>;

const domainTargetTypes = ['user', 'transaction', 'dispute', 'payout_batch'] as const;
type DomainTargetType = (typeof domainTargetTypes)[number];

/**
 * What an entry is about; staff accounts are users too; a declared resource's records by its
 * singular, when it has actions to record (the audit log itself has none).
 */
export const auditTargetType = z.enum([
  ...new Set([
    ...domainTargetTypes,
    ...declaredResources
      .filter((declaration) => declaredAuditActions(declaration).length)
      .map(auditTargetOf),
  ]),
] as unknown as [DomainTargetType, ...DomainTargetType[]]) as z.ZodEnum<{
  [Type in DomainTargetType | DeclaredResource['singular']]: Type;
}>;
export type AuditTargetType = z.infer<typeof auditTargetType>;

/** The kind of an action: what comes before its dot (`transaction` of `transaction.review`). */
export const auditActionKind = z.enum([
  ...new Set(auditAction.options.map((action) => action.split('.')[0])),
] as [string, ...string[]]);
export type AuditActionKind = z.infer<typeof auditActionKind>;
export const auditActionKindOf = (action: AuditAction) => action.split('.')[0] as AuditActionKind;

/** The review desk's claims and releases: one pair per card a reviewer looks at. */
export const DESK_CLAIM_ACTION = 'transaction.claim' satisfies AuditAction;

/** Its declaration's sortable fields (contract/resources/audit.ts): when, and the action. */
export const auditOrdering = schemasOf(audit).ordering;

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
  action_kind: optionalFilter(
    z.enum(auditActionKind.options, {
      error: `action_kind must be one of ${auditActionKind.options.join(', ')}.`,
    }),
  ).describe('Entries whose action is of this kind: `transaction` for every `transaction.*`'),
  hide_claims: optionalFilter(booleanString('hide_claims')).describe(
    `true leaves out the review desk's claims and releases (${DESK_CLAIM_ACTION}), which come in pairs with every card a reviewer looks at`,
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
  target_user_role: role
    .nullable()
    .describe(
      "For a user target, that user's role (customer, or a staff role), so that a client opens the customer's or the staff member's screen; null otherwise and for a deleted user",
    ),
  summary: z.string(),
  summary_code: messageCode,
  summary_params: messageParams.nullable(),
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
