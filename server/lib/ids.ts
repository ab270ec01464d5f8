const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before a query, so that a malformed id is "not found" rather than a database error. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
