import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useRecordContext, useTranslate } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';
import { useRecordPath } from '../../list/useRowLink';
import { TARGET_TYPE_LABELS } from './choices';
import { recordOf } from './recordOf';

/**
 * What an entry is about, as a link to its record: "Transaction" opens that transaction; plain
 * text when the record is gone or has no screen its reader may see.
 */
export const AuditTarget = () => {
  const translate = useTranslate();
  const entry = useRecordContext<AuditLog>();
  const recordPath = useRecordPath();
  if (!entry?.target_type) return null;
  const label = translate(`${TARGET_TYPE_LABELS}.${entry.target_type}`, { _: entry.target_type });
  const path = recordPath(recordOf(entry));
  if (!path) return <>{label}</>;
  return (
    <Link component={RouterLink} to={path} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {label}
    </Link>
  );
};
