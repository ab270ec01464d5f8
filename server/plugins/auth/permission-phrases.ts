import { serverText } from '../../../contract/messages.js';
import { PERMISSION_PHRASES } from '../../../contract/permission-phrases.js';
import type { Permission } from '../../../contract/permissions.js';

/** "You do not have permission to pay or reverse payouts.", coded for the app to translate. */
export const notAllowedTo = (permission: Permission) =>
  serverText(
    'permission.refused',
    { permission },
    { permission: (PERMISSION_PHRASES as Record<string, string>)[permission] },
  );
