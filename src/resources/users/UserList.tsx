import { useTranslate } from 'react-admin';
import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { ListScreen } from '../../list/ListScreen';
import { ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { type NamedUser, userName } from './userName';

const UserName = ({ user }: { user: NamedUser }) => {
  const translate = useTranslate();
  return <>{userName(user) || translate('app.na')}</>;
};

export const UserList = () => (
  <ListScreen
    title="resources.users.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.users.title' }]}
    sort={{ field: 'date_joined', order: 'DESC' }}
    filters={
      <>
        <StatusFilter source="is_active" choices={activeChoices} />
        <SearchBox placeholder="resources.users.search" />
      </>
    }
  >
    <ListTable
      columns={[
        { label: 'resources.users.fields.name', render: (user) => <UserName user={user} /> },
        { label: 'resources.users.fields.email', render: (user) => user.email },
      ]}
    />
  </ListScreen>
);
