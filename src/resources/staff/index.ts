import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { staff } from '../../../contract/resources/staff';
import { declaredResource } from '../../declared/declaredResource';

export default declaredResource(staff, {
  icon: BadgeIcon,
  screens: {
    list: () => import('./StaffList').then((module) => module.StaffList),
    create: () => import('./StaffCreate').then((module) => module.StaffCreate),
    edit: () => import('./StaffEdit').then((module) => module.StaffEdit),
  },
});
