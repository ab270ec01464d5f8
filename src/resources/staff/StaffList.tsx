import AddIcon from '@mui/icons-material/Add';
import {
  CreateButton,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Staff } from '../../../contract/staff';
import { PageFrame } from '../../layout/PageFrame';
import { ActiveBadge } from '../../list/ActiveBadge';
import { PAGE_SIZE, scrollableTable } from '../../list/constants';
import { roleChoices } from './roleChoices';
import { RoleBadge, TwoFactorBadge } from './StaffBadges';

const activeChoices = [
  { id: 'true', name: 'app.list.active' },
  { id: 'false', name: 'app.list.inactive' },
];

const useFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput
      key="search"
      source="search"
      placeholder={translate('resources.staff.search')}
      alwaysOn
    />,
    <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
    <SelectInput
      key="is_active"
      source="is_active"
      label="resources.staff.fields.status"
      choices={activeChoices}
      alwaysOn
    />,
  ];
};

const StaffName = () => {
  const staff = useRecordContext<Staff>();
  return <>{[staff?.first_name, staff?.last_name].filter(Boolean).join(' ')}</>;
};

const StaffActive = () => {
  const staff = useRecordContext<Staff>();
  return staff ? <ActiveBadge active={staff.is_active} /> : null;
};

/** /staff: the business's people, with their role, status and whether they use 2FA. */
export const StaffList = () => {
  const filters = useFilters();
  return (
    <PageFrame
      actions={
        <CreateButton
          variant="contained"
          label="resources.staff.add"
          icon={<AddIcon />}
          size="medium"
        />
      }
    >
      <List
        actions={false}
        filters={filters}
        sort={{ field: 'username', order: 'ASC' }}
        perPage={PAGE_SIZE}
        sx={scrollableTable}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="username" />
          <DataTable.Col label="resources.staff.fields.name" disableSort>
            <StaffName />
          </DataTable.Col>
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <RoleBadge />
          </DataTable.Col>
          <DataTable.Col source="is_active" label="resources.staff.fields.status">
            <StaffActive />
          </DataTable.Col>
          <DataTable.Col source="two_factor_enabled" disableSort>
            <TwoFactorBadge />
          </DataTable.Col>
          <DataTable.Col source="last_login">
            <DateField source="last_login" showTime emptyText="resources.staff.never" />
          </DataTable.Col>
        </DataTable>
      </List>
    </PageFrame>
  );
};
