import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { audit } from '../../../contract/resources/audit';
import { declaredResource } from '../../declared/declaredResource';

export default declaredResource(audit, {
  icon: HistoryIcon,
  screens: {
    list: () => import('./AuditLogList').then((module) => module.AuditLogList),
  },
});
