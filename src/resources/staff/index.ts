import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import type { ResourceDefinition } from '../../declared/types';

export default {
  name: 'staff',
  menuOrder: 70,
  access: { list: 'staff.manage', create: 'staff.manage', edit: 'staff.manage' },
  screens: {
    list: () => import('./StaffList').then((module) => module.StaffList),
    create: () => import('./StaffCreate').then((module) => module.StaffCreate),
    edit: () => import('./StaffEdit').then((module) => module.StaffEdit),
  },
  icon: BadgeIcon,
  recordRepresentation: 'username',
} satisfies ResourceDefinition;
