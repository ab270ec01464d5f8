import type { MessageParams } from '../../contract/common';
import { serverText } from './serverText';
import { translate } from './translate';

interface ErrorBody {
  message?: unknown;
  message_code?: string;
  message_params?: MessageParams;
  detail?: unknown;
  errors?: Record<string, unknown>;
}

const bodyOf = (error: unknown): ErrorBody =>
  ((error as { body?: ErrorBody } | null)?.body ?? {}) as ErrorBody;

/**
 * The message of an error body (`message`, else DRF's `detail`), if it holds one: in the reader's
 * language when the server coded it, else as the server wrote it.
 */
export const messageOfBody = (body: unknown): string | undefined => {
  const { message, message_code, message_params, detail } = (body ?? {}) as ErrorBody;
  if (typeof message === 'string' && message) {
    return serverText(translate, { code: message_code, params: message_params, english: message });
  }
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
