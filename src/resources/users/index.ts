import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';

export default {
  list: UserList,
  // The detail lives at /users/{id}, react-admin's edit route: it is where is_active changes.
  edit: UserDetail,
  icon: PeopleIcon,
  recordRepresentation: (user: { first_name?: string; last_name?: string; username?: string }) =>
    [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || '',
};
