import { Box, Stack } from '@mui/material';
import { BooleanInput, Labeled, SelectInput, TextField, TextInput } from 'react-admin';
import type { Staff } from '../../../contract/resources/staff';
import { RecordDetail } from '../../detail/RecordDetail';
import { DateTimeField } from '../../fields/DateTimeField';
import { FormFrame } from '../../form/FormFrame';
import { useResourceKey } from '../../shared/useResourceText';
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

/** Who the account is, which the form does not change; and the two-factor reset. */
const StaffFacts = () => {
  const resourceKey = useResourceKey();
  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
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
      <Labeled source="last_login">
        <DateTimeField source="last_login" emptyText={resourceKey('never')} />
      </Labeled>
      <Box sx={{ ml: 'auto' }}>
        <ResetTwoFactorButton />
      </Box>
    </Stack>
  );
};

/**
 * /staff/{id}: role, active and names. Staff accounts are deactivated, never deleted: the form has
 * no delete. The server's refusals (one's own role or status, the last active admin) come back as
 * a toast with its message.
 */
export const StaffEdit = () => {
  const resourceKey = useResourceKey();
  return (
    <RecordDetail
      kind="edit"
      title={resourceKey('edit_title')}
      redirect="list"
      transform={changedOnly}
    >
      <FormFrame facts={<StaffFacts />}>
        <TextInput size="small" source="first_name" />
        <TextInput size="small" source="last_name" />
        <SelectInput size="small" source="role" choices={roleChoices} />
        <BooleanInput source="is_active" />
      </FormFrame>
    </RecordDetail>
  );
};
