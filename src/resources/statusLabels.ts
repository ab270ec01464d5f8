import type { StatusLook } from '../../contract/statuses';

/** A status table's labels by code: the texts the server also answers as `status_display`. */
export const labelsOf = (table: Record<string, StatusLook>) =>
  Object.fromEntries(Object.entries(table).map(([code, look]) => [code, look.display]));
