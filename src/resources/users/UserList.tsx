import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ActiveBadge } from '../../list/ActiveBadge';
import { activeColumn, dateTimeColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { RowActionsMenu } from '../../list/RowActionsMenu';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { formatCountry, shortUserId } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import type { User } from './types';
import { userName } from './userName';

/** Edit opens the detail; Delete only shows an alert with the name and makes no call (spec). */
const UserActions = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const resourceKey = useResourceKey();
  const text = useResourceText();
  const navigate = useNavigate();
  const name = userName(user) || translate('app.na');
  return (
    <RowActionsMenu
      name={name}
      actions={[
        {
          label: resourceKey('actions.edit'),
          icon: <EditIcon fontSize="small" />,
          onClick: () => navigate(`/users/${user.id}`),
        },
        {
          label: resourceKey('actions.delete'),
          icon: <DeleteIcon fontSize="small" />,
          danger: true,
          onClick: () => window.alert(text('actions.delete_alert', { name })),
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

const F = 'resources.users.fields';

const columns: ListColumn<User>[] = [
  // The name orders by first name, as the API's allow-list has no full name.
  {
    source: 'first_name',
    label: `${F}.name`,
    render: (user) => <OrNA value={userName(user)} />,
    text: (user, translate) => userName(user) || translate('app.na'),
  },
  {
    label: `${F}.id`,
    render: (user) => shortUserId(user.id),
    text: (user) => shortUserId(user.id),
  },
  { source: 'email', text: (user) => user.email },
  {
    source: 'country',
    render: (user) => <OrNA value={formatCountry(user.country)} />,
    text: (user, translate) => formatCountry(user.country) ?? translate('app.na'),
  },
  dateTimeColumn('date_joined'),
  activeColumn(`${F}.status`),
  { label: `${F}.action`, render: (user) => <UserActions user={user} />, text: false },
];

/** The customers (the data provider asks for role=customer only), newest first. */
export const UserList = () => (
  <ListScreen
    sort={{ field: 'date_joined', order: 'DESC' }}
    exportColumns={columns}
    filters={
      <>
        <StatusFilter source="is_active" choices={activeChoices} />
        <SearchBox />
      </>
    }
  >
    <ResponsiveDataTable<User>
      columns={columns}
      opens="edit"
      tableRowsOpen={false}
      phone={{
        primaryText: (user) => <OrNA value={userName(user)} />,
        secondaryText: (user) => user.email,
        rightIcon: (user) => (
          <PhoneRowEnd>
            <ActiveBadge active={user.is_active} />
          </PhoneRowEnd>
        ),
      }}
    />
  </ListScreen>
);
