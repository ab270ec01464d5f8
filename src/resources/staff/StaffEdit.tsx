import { Box, Stack } from '@mui/material';
import {
  BooleanInput,
  DateField,
  Edit,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
} from 'react-admin';
import type { Staff } from '../../../contract/staff';
import { PageFrame } from '../../layout/PageFrame';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { roleChoices } from './roleChoices';
import { TwoFactorBadge } from './StaffBadges';

/**
 * Only what changed is sent: the server refuses any role or active field on one's own account
 * (400) and for the last admin (409), even unchanged.
 */
const changedOnly = (
  data: Partial<Staff>,
  { previousData }: { previousData?: Partial<Staff> } = {},
) =>
  Object.fromEntries(
    Object.entries(data).filter(([field, value]) => previousData?.[field as keyof Staff] !== value),
  );

/** Staff accounts are deactivated, never deleted: the toolbar has no delete. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * /staff/{id}: role, active and names. The server's refusals (one's own role or status, the last
 * active admin) come back as a toast with its message.
 */
export const StaffEdit = () => (
  <PageFrame title="resources.staff.edit_title">
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={changedOnly}
      actions={
        <TopToolbar>
          <ResetTwoFactorButton />
        </TopToolbar>
      }
      sx={{ maxWidth: 640 }}
    >
      <SimpleForm toolbar={<SaveOnly />}>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Labeled>
            <TextField source="username" />
          </Labeled>
          <Labeled>
            <TextField source="email" />
          </Labeled>
          <Labeled source="two_factor_enabled">
            <Box>
              <TwoFactorBadge />
            </Box>
          </Labeled>
          <Labeled>
            <DateField source="last_login" showTime emptyText="resources.staff.never" />
          </Labeled>
        </Stack>
        <TextInput source="first_name" />
        <TextInput source="last_name" />
        <SelectInput source="role" choices={roleChoices} />
        <BooleanInput source="is_active" />
      </SimpleForm>
    </Edit>
  </PageFrame>
);
