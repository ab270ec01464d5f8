import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { staffRole } from '../../../contract/enums';
import type { Staff } from '../../../contract/staff';
import { DateTimeField } from '../../fields/DateTimeField';
import { ActiveBadge } from '../../list/ActiveBadge';
import type { ExportColumn } from '../../list/csvExporter';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { formatDateTime } from '../../shared/format';
import { RoleBadge, TwoFactorBadge } from './StaffBadges';

const F = 'resources.staff.fields';

const roleFilterChoices = staffRole.options.map((role) => ({
  value: role,
  label: `resources.staff.roles.${role}`,
}));

const staffName = (staff: Staff) => [staff.first_name, staff.last_name].filter(Boolean).join(' ');

const exportColumns: ExportColumn<Staff>[] = [
  { label: `${F}.username`, value: (staff) => staff.username },
  { label: `${F}.name`, value: staffName },
  { label: `${F}.email`, value: (staff) => staff.email },
  {
    label: `${F}.role`,
    value: (staff, translate) => translate(`resources.staff.roles.${staff.role}`),
  },
  {
    label: `${F}.status`,
    value: (staff, translate) =>
      translate(staff.is_active ? 'app.list.active' : 'app.list.inactive'),
  },
  {
    label: `${F}.two_factor_enabled`,
    value: (staff, translate) =>
      translate(`resources.staff.two_factor.${staff.two_factor_enabled ? 'on' : 'off'}`),
  },
  {
    label: `${F}.last_login`,
    value: (staff, translate) =>
      staff.last_login ? formatDateTime(staff.last_login) : translate('resources.staff.never'),
  },
];

const AddStaffButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/staff/create" variant="contained" startIcon={<AddIcon />}>
      {translate('resources.staff.add')}
    </Button>
  );
};

/** /staff: the business's people, with their role, status and whether they use 2FA. */
export const StaffList = () => (
  <ListScreen
    title="resources.staff.title"
    sort={{ field: 'username', order: 'ASC' }}
    errorText="resources.staff.errors.list"
    actions={<AddStaffButton />}
    exportColumns={exportColumns}
    filters={
      <>
        <StatusFilter source="role" choices={roleFilterChoices} label={`${F}.role`} combine />
        <StatusFilter source="is_active" choices={activeChoices} combine />
        <SearchBox placeholder="resources.staff.search" combine />
      </>
    }
  >
    <ResponsiveDataTable
      rowClick="edit"
      phone={
        <SimpleList<Staff>
          primaryText={(staff) => staffName(staff) || staff.username}
          secondaryText={(staff) => staff.email}
          rightIcon={(staff) => (
            <PhoneRowEnd>
              <RoleBadge />
              <ActiveBadge active={staff.is_active} />
            </PhoneRowEnd>
          )}
          rowClick="edit"
        />
      }
    >
      <DataTable.Col<Staff> source="username" />
      <DataTable.Col<Staff> label={`${F}.name`} disableSort render={staffName} />
      <DataTable.Col<Staff> source="email" />
      <DataTable.Col<Staff> source="role">
        <RoleBadge />
      </DataTable.Col>
      <DataTable.Col<Staff>
        source="is_active"
        label={`${F}.status`}
        render={(staff) => <ActiveBadge active={staff.is_active} />}
      />
      <DataTable.Col<Staff> source="two_factor_enabled" disableSort>
        <TwoFactorBadge />
      </DataTable.Col>
      <DataTable.Col<Staff> source="last_login">
        <DateTimeField source="last_login" emptyText="resources.staff.never" />
      </DataTable.Col>
    </ResponsiveDataTable>
  </ListScreen>
);
