import { CreateBase, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { schemasOf } from '../../../contract/resource-schemas';
import { staff } from '../../../contract/resources/staff';
import { FormFrame } from '../../form/FormFrame';
import { zodValidate } from '../../form/zodValidate';
import { PageFrame } from '../../layout/PageFrame';
import { useResourceKey } from '../../shared/useResourceText';
import { roleChoices } from './roleChoices';

/** The server's own rules (contract/resources/staff.ts), checked before sending: each field says why. */
const validate = zodValidate(schemasOf(staff).createBody);

/**
 * /staff/create: a new member of staff. The server's refusals (an e-mail or username taken, a weak
 * password) appear under their fields, other messages as a toast.
 */
export const StaffCreate = () => {
  const resourceKey = useResourceKey();
  return (
    <CreateBase redirect="list">
      <PageFrame title={resourceKey('create_title')}>
        <FormFrame validate={validate}>
          <TextInput size="small" source="email" type="email" isRequired autoComplete="off" />
          <TextInput size="small" source="username" autoComplete="off" isRequired />
          <TextInput size="small" source="first_name" />
          <TextInput size="small" source="last_name" />
          <SelectInput size="small" source="role" choices={roleChoices} isRequired />
          <PasswordInput
            size="small"
            source="password"
            isRequired
            autoComplete="new-password"
            helperText={resourceKey('password_hint')}
          />
        </FormFrame>
      </PageFrame>
    </CreateBase>
  );
};
