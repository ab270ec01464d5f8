import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { sla } from '../../../contract/resources/sla';
import { declaredResource } from '../../declared/declaredResource';

export default declaredResource(sla, {
  icon: TimerOutlinedIcon,
  fieldParts: () => import('./fieldParts').then((module) => module.fieldParts),
});
