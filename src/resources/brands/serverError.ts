interface ErrorBody {
  message?: unknown;
  detail?: unknown;
  errors?: Record<string, unknown>;
}

const bodyOf = (error: unknown): ErrorBody =>
  ((error as { body?: ErrorBody } | null)?.body ?? {}) as ErrorBody;

/** The server's own message (`message`, else DRF's `detail`), if it sent one. */
export const serverMessage = (error: unknown): string | undefined => {
  const { message, detail } = bodyOf(error);
  if (typeof message === 'string' && message) return message;
  if (typeof detail === 'string' && detail) return detail;
  return undefined;
};

/**
 * The server's per-field messages ({name: ['taken']}) as the form shows them ({name: 'taken'}),
 * for the fields the form has.
 */
export const serverFieldErrors = (
  error: unknown,
  fields: readonly string[],
): Record<string, string> => {
  const { errors = {} } = bodyOf(error);
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => fields.includes(field))
      .map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.join(' ') : String(messages),
      ]),
  );
};
