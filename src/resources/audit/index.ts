import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { lazyScreen } from '../../shared/lazyScreen';
import type { AppResource } from '../types';

const AuditLogList = lazyScreen(() => import('./AuditLogList'), 'AuditLogList');

export default {
  name: 'audit-logs',
  menuOrder: 80,
  access: { list: 'audit.view' },
  list: AuditLogList,
  icon: HistoryIcon,
  recordRepresentation: 'summary',
} satisfies AppResource;
