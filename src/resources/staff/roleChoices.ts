import { staffRole } from '../../../contract/enums';

/** The catalogue key of a staff role's words. */
export const roleKey = (role: string) => `resources.staff.roles.${role}`;

/** The staff roles as select choices, labelled from the catalogue. */
export const roleChoices = staffRole.options.map((role) => ({ id: role, name: roleKey(role) }));
