import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useRecordContext, useTranslate } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';
import { TARGET_TYPE_LABELS } from './choices';
import { recordPath } from './recordPath';

/** What an entry is about, as a link to its record: "Transaction" opens that transaction. */
export const AuditTarget = () => {
  const translate = useTranslate();
  const entry = useRecordContext<AuditLog>();
  if (!entry?.target_type) return null;
  const label = translate(`${TARGET_TYPE_LABELS}.${entry.target_type}`, { _: entry.target_type });
  const path = recordPath(entry);
  if (!path) return <>{label}</>;
  return (
    <Link component={RouterLink} to={path} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {label}
    </Link>
  );
};
