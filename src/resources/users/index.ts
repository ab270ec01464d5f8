import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazyScreen } from '../../shared/lazyScreen';
import type { AppResource } from '../types';
import { userName } from './userName';

const UserDetail = lazyScreen(() => import('./UserDetail'), 'UserDetail');
const UserList = lazyScreen(() => import('./UserList'), 'UserList');

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
  // The detail is a Show view (ShowBase, with the is_active switch) kept at the spec's
  // /users/{id} by taking react-admin's edit route; its show route would be /users/{id}/show.
  edit: UserDetail,
  icon: PeopleIcon,
  recordRepresentation: userName,
} satisfies AppResource;
