import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { AppResource } from '../types';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';
import { userName } from './userName';

export default {
  name: 'users',
  menuOrder: 10,
  list: UserList,
  // The detail is a Show view (ShowBase, with the is_active switch) kept at the spec's
  // /users/{id} by taking react-admin's edit route; its show route would be /users/{id}/show.
  edit: UserDetail,
  icon: PeopleIcon,
  recordRepresentation: userName,
} satisfies AppResource;
