import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';

/** Who acted: their username, or "Unknown" (a failed login with an unknown e-mail). */
export const AuditActor = () => {
  const translate = useTranslate();
  const entry = useRecordContext<AuditLog>();
  if (!entry) return null;
  return <>{entry.actor?.username ?? translate('resources.audit-logs.unknown_actor')}</>;
};
