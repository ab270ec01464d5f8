import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';
import { userName } from './userName';

export default {
  list: UserList,
  // The detail lives at /users/{id}, react-admin's edit route: it is where is_active changes.
  edit: UserDetail,
  icon: PeopleIcon,
  recordRepresentation: userName,
};
