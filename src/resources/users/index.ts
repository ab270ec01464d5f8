import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { users } from '../../../contract/resources/users';
import { declaredResource } from '../../declared/declaredResource';
import { userName } from './userName';

export default declaredResource(users, {
  icon: PeopleIcon,
  screens: {
    list: () => import('./UserList').then((module) => module.UserList),
    // The detail is a Show view (ShowBase, with the is_active switch) kept at the spec's
    // /users/{id} by taking react-admin's edit route; it has no show route of its own.
    show: null,
    edit: () => import('./UserDetail').then((module) => module.UserDetail),
  },
  // Every viewer opens the detail; changing the account (activate, the profile) is `manage`.
  access: { edit: 'users.view', manage: 'users.manage' },
  recordRepresentation: userName,
});
