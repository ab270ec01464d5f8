import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { ResourceDefinition } from '../../declared/types';
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
  screens: {
    list: () => import('./UserList').then((module) => module.UserList),
    edit: () => import('./UserDetail').then((module) => module.UserDetail),
  },
  // The detail is a Show view (ShowBase, with the is_active switch) kept at the spec's
  // /users/{id} by taking react-admin's edit route; its show route would be /users/{id}/show.
  icon: PeopleIcon,
  recordRepresentation: userName,
} satisfies ResourceDefinition;
