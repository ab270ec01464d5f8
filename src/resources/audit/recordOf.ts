import type { AuditLog, AuditTargetType } from '../../../contract/audit';
import { appResourceName } from '../../../contract/resource';
import { declaredResources } from '../../../contract/resources/index';
import type { RecordRef } from '../../list/useRowLink';

/** The app's resource that shows each kind of target; a user is a customer's or a staff screen. */
const RESOURCE_OF: Partial<Record<AuditTargetType, string>> = {
  transaction: 'transactions',
  dispute: 'disputes',
  payout_batch: 'payout-batches',
  ...Object.fromEntries(
    declaredResources.map((declared) => [declared.singular, appResourceName(declared)]),
  ),
};

const resourceOf = (entry: AuditLog) => {
  if (entry.target_type !== 'user') return entry.target_type && RESOURCE_OF[entry.target_type];
  if (!entry.target_user_role) return undefined; // the user was deleted
  return entry.target_user_role === 'customer' ? 'users' : 'staff';
};

/** The record an audit entry is about, or null when it has none (or is gone). */
export const recordOf = (entry: AuditLog): RecordRef | null => {
  const resource = resourceOf(entry);
  return resource && entry.target_id ? { resource, id: entry.target_id } : null;
};
