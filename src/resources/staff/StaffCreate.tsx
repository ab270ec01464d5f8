import {
  CreateBase,
  email,
  minLength,
  PasswordInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { FormFrame } from '../../form/FormFrame';
import { PageFrame } from '../../layout/PageFrame';
import { roleChoices } from './roleChoices';

/** The server's own limits (contract/staff.ts), checked before sending. */
const validateEmail = [required(), email()];
const validatePassword = [required(), minLength(8)];

/**
 * /staff/create: a new member of staff. The server's refusals (an e-mail or username taken, a weak
 * password) appear under their fields, other messages as a toast.
 */
export const StaffCreate = () => (
  <CreateBase redirect="list">
    <PageFrame title="resources.staff.create_title">
      <FormFrame>
        <TextInput
          size="small"
          source="email"
          type="email"
          validate={validateEmail}
          autoComplete="off"
        />
        <TextInput size="small" source="username" validate={required()} autoComplete="off" />
        <TextInput size="small" source="first_name" />
        <TextInput size="small" source="last_name" />
        <SelectInput size="small" source="role" choices={roleChoices} validate={required()} />
        <PasswordInput
          size="small"
          source="password"
          validate={validatePassword}
          autoComplete="new-password"
          helperText="resources.staff.password_hint"
        />
      </FormFrame>
    </PageFrame>
  </CreateBase>
);
