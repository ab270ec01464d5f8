import { auditAction, auditTargetType } from '../../../contract/audit';

/** Actions are shown as the API names them (`transaction.review`): short and unambiguous. */
export const actionChoices = auditAction.options.map((action) => ({ id: action, name: action }));

export const targetTypeChoices = auditTargetType.options.map((type) => ({
  id: type,
  name: `resources.audit-logs.target_types.${type}`,
}));
