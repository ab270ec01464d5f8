import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, shortUserId } from '../../format';
import { ActiveBadge } from '../../list/ActiveBadge';
import { ListScreen } from '../../list/ListScreen';
import { type Column, ListTable } from '../../list/ListTable';
import { RowActionsMenu } from '../../list/RowActionsMenu';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import type { User } from './types';
import { userName } from './userName';

/** Edit opens the detail; Delete only shows an alert with the name and makes no call (spec). */
const UserActions = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const name = userName(user) || translate('app.na');
  return (
    <RowActionsMenu
      name={name}
      actions={[
        {
          label: 'resources.users.actions.edit',
          icon: <EditIcon fontSize="small" />,
          onClick: () => navigate(`/users/${user.id}`),
        },
        {
          label: 'resources.users.actions.delete',
          icon: <DeleteIcon fontSize="small" />,
          danger: true,
          onClick: () => window.alert(translate('resources.users.actions.delete_alert', { name })),
        },
      ]}
    />
  );
};

/** A text, or 'N/A' when there is none. */
const OrNA = ({ value }: { value: string | null | undefined }) => {
  const translate = useTranslate();
  return <>{value || translate('app.na')}</>;
};

const columns: Column<User>[] = [
  {
    label: 'resources.users.fields.name',
    render: (user) => <OrNA value={userName(user)} />,
    sortBy: 'first_name',
  },
  { label: 'resources.users.fields.id', render: (user) => shortUserId(user.id) },
  { label: 'resources.users.fields.email', render: (user) => user.email, sortBy: 'email' },
  {
    label: 'resources.users.fields.country',
    render: (user) => <OrNA value={user.country_display} />,
    sortBy: 'country',
  },
  {
    label: 'resources.users.fields.date_joined',
    render: (user) => <OrNA value={formatDateTime(user.date_joined)} />,
    sortBy: 'date_joined',
  },
  {
    label: 'resources.users.fields.status',
    render: (user) => <ActiveBadge active={user.is_active} />,
    sortBy: 'is_active',
  },
  { label: 'resources.users.fields.action', render: (user) => <UserActions user={user} /> },
];

/** The customers (the data provider asks for role=customer only), newest first. */
export const UserList = () => (
  <ListScreen
    title="resources.users.title"
    sort={{ field: 'date_joined', order: 'DESC' }}
    filters={
      <>
        <StatusFilter source="is_active" choices={activeChoices} />
        <SearchBox placeholder="resources.users.search" />
      </>
    }
  >
    <ListTable columns={columns} />
  </ListScreen>
);
