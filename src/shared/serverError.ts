interface ErrorBody {
  message?: unknown;
  detail?: unknown;
  errors?: Record<string, unknown>;
}

const bodyOf = (error: unknown): ErrorBody =>
  ((error as { body?: ErrorBody } | null)?.body ?? {}) as ErrorBody;

/** The message of an error body (`message`, else DRF's `detail`), if it holds one. */
export const messageOfBody = (body: unknown): string | undefined => {
  const { message, detail } = (body ?? {}) as ErrorBody;
  if (typeof message === 'string' && message) return message;
  if (typeof detail === 'string' && detail) return detail;
  return undefined;
};

/** The server's own message of a failed call (react-admin's HttpError keeps its body), if it sent one. */
export const serverMessage = (error: unknown) => messageOfBody(bodyOf(error));

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
