/**
 * Whether a detail's read failed because the record does not exist: a 404, or an id the server
 * cannot read as one (400). No error and no record is missing too.
 */
export const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return !error || status === 404 || status === 400;
};
