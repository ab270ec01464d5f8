import { staffRole } from '../../../contract/enums';

/** The staff roles as select choices, labelled from the catalogue. */
export const roleChoices = staffRole.options.map((role) => ({
  id: role,
  name: `resources.staff.roles.${role}`,
}));
