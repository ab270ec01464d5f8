import { auditAction, auditActionKind, auditTargetType } from '../../../contract/audit';
import type { StatusChoice } from '../../list/StatusFilter';

/** Where each action's words are: `actions.auth.login` reads "Signed in". */
export const ACTION_LABELS = 'resources.audit-logs.actions';
export const TARGET_TYPE_LABELS = 'resources.audit-logs.target_types';
export const ACTION_KIND_LABELS = 'resources.audit-logs.action_kinds';

export const actionChoices: StatusChoice[] = auditAction.options.map((action) => ({
  value: action,
  label: `${ACTION_LABELS}.${action}`,
}));

export const targetTypeChoices: StatusChoice[] = auditTargetType.options.map((type) => ({
  value: type,
  label: `${TARGET_TYPE_LABELS}.${type}`,
}));

/** Actions by kind: every sign-in event, every change to transactions, … */
export const actionKindChoices: StatusChoice[] = auditActionKind.options.map((kind) => ({
  value: kind,
  label: `${ACTION_KIND_LABELS}.${kind}`,
}));
