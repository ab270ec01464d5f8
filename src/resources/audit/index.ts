import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { AppResource } from '../types';
import { AuditLogList } from './AuditLogList';

export default {
  name: 'audit-logs',
  menuOrder: 80,
  access: { list: 'audit.view' },
  list: AuditLogList,
  icon: HistoryIcon,
  recordRepresentation: 'summary',
} satisfies AppResource;
