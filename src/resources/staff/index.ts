import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { lazyScreen } from '../../shared/lazyScreen';
import type { AppResource } from '../types';

const StaffCreate = lazyScreen(() => import('./StaffCreate'), 'StaffCreate');
const StaffEdit = lazyScreen(() => import('./StaffEdit'), 'StaffEdit');
const StaffList = lazyScreen(() => import('./StaffList'), 'StaffList');

export default {
  name: 'staff',
  menuOrder: 70,
  access: { list: 'staff.manage', create: 'staff.manage', edit: 'staff.manage' },
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  recordRepresentation: 'username',
} satisfies AppResource;
