import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { staffRole } from '../../../contract/enums';
import type { Staff } from '../../../contract/resources/staff';
import { DateTimeField } from '../../fields/DateTimeField';
import { ActiveBadge } from '../../list/ActiveBadge';
import { activeColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { formatDateTime } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { roleKey } from './roleChoices';
import { RoleBadge, TwoFactorBadge } from './StaffBadges';

const F = 'resources.staff.fields';
const NEVER = 'resources.staff.never';

const roleFilterChoices = staffRole.options.map((role) => ({
  value: role,
  label: roleKey(role),
}));

const staffName = (staff: Staff) => [staff.first_name, staff.last_name].filter(Boolean).join(' ');

const columns: ListColumn<Staff>[] = [
  { source: 'username', text: (staff) => staff.username },
  { label: `${F}.name`, disableSort: true, render: staffName, text: staffName },
  { source: 'email', text: (staff) => staff.email },
  {
    source: 'role',
    field: RoleBadge,
    text: (staff, translate) => translate(roleKey(staff.role)),
  },
  activeColumn(`${F}.status`),
  {
    source: 'two_factor_enabled',
    disableSort: true,
    field: TwoFactorBadge,
    text: (staff, translate) =>
      translate(`resources.staff.two_factor.${staff.two_factor_enabled ? 'on' : 'off'}`),
  },
  {
    source: 'last_login',
    render: () => <DateTimeField source="last_login" emptyText={NEVER} />,
    text: (staff, translate) => formatDateTime(staff.last_login) ?? translate(NEVER),
  },
];

const AddStaffButton = () => {
  const text = useResourceText();
  return (
    <Button component={Link} to="/staff/create" variant="contained" startIcon={<AddIcon />}>
      {text('add')}
    </Button>
  );
};

/** /staff: the business's people, with their role, status and whether they use 2FA. */
export const StaffList = () => {
  const resourceKey = useResourceKey();
  return (
    <ListScreen
      sort={{ field: 'username', order: 'ASC' }}
      errorText={resourceKey('errors.list')}
      actions={<AddStaffButton />}
      exportColumns={columns}
      filters={
        <>
          <StatusFilter source="role" choices={roleFilterChoices} label={`${F}.role`} combine />
          <StatusFilter source="is_active" choices={activeChoices} combine />
          <SearchBox combine />
        </>
      }
    >
      <ResponsiveDataTable<Staff>
        columns={columns}
        opens="edit"
        phone={{
          primaryText: (staff) => staffName(staff) || staff.username,
          secondaryText: (staff) => staff.email,
          rightIcon: (staff) => (
            <PhoneRowEnd>
              <RoleBadge />
              <ActiveBadge active={staff.is_active} />
            </PhoneRowEnd>
          ),
        }}
      />
    </ListScreen>
  );
};
