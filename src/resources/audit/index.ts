import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { ResourceDefinition } from '../../declared/types';

export default {
  name: 'audit-logs',
  menuOrder: 80,
  access: { list: 'audit.view' },
  screens: {
    list: () => import('./AuditLogList').then((module) => module.AuditLogList),
  },
  icon: HistoryIcon,
  recordRepresentation: 'summary',
} satisfies ResourceDefinition;
