import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';
import { serverText } from '../../shared/serverText';

/** What the entry did, in the reader's language when the server coded its summary. */
export const auditSummaryText = (entry: AuditLog, translate: Parameters<typeof serverText>[0]) =>
  serverText(
    translate,
    { code: entry.summary_code, params: entry.summary_params, english: entry.summary },
    entry.target_type,
  );

export const AuditSummary = () => {
  const translate = useTranslate();
  const entry = useRecordContext<AuditLog>();
  return entry ? <span>{auditSummaryText(entry, translate)}</span> : null;
};
