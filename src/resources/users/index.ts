import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { AppResource } from '../types';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';
import { userName } from './userName';

export default {
  name: 'users',
  menuOrder: 10,
  // The detail is react-admin's edit route; changing the account (activate) is `manage`.
  access: {
    list: 'users.view',
    show: 'users.view',
    edit: 'users.view',
    manage: 'users.manage',
  },
  list: UserList,
  // The detail lives at /users/{id}, react-admin's edit route: it is where is_active changes.
  edit: UserDetail,
  icon: PeopleIcon,
  recordRepresentation: userName,
} satisfies AppResource;
