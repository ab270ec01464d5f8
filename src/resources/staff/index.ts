import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import type { AppResource } from '../types';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

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
