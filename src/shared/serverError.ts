import type { MessageParams } from '../../contract/common';
import { fieldErrorText } from './fieldErrorText';
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

/** The field whose messages hold the body's message, if one does. */
const fieldOf = (errors: ErrorBody['errors'], message: string) =>
  Object.entries(errors ?? {}).find(([, messages]) =>
    Array.isArray(messages) ? messages.includes(message) : messages === message,
  )?.[0];

/**
 * The message of an error body (`message`, else DRF's `detail`), if it holds one: in the reader's
 * language when the server coded it or when it is a field's message of a known shape ("Name is
 * required"), else as the server wrote it.
 */
export const messageOfBody = (body: unknown): string | undefined => {
  const { message, message_code, message_params, detail, errors } = (body ?? {}) as ErrorBody;
  if (typeof message === 'string' && message) {
    if (!message_code && errors && typeof errors === 'object') {
      return fieldErrorText(translate, message, fieldOf(errors, message));
    }
    return serverText(translate, { code: message_code, params: message_params, english: message });
  }
  if (typeof detail === 'string' && detail) return detail;
  return undefined;
};

/** The server's own message of a failed call (react-admin's HttpError keeps its body), if it sent one. */
export const serverMessage = (error: unknown) => messageOfBody(bodyOf(error));

/**
 * A field's messages as one text in the reader's language: the body's coded message as the toast
 * says it, a message of a known shape through the catalogue, else as the server wrote it.
 */
export const fieldMessagesText = (
  body: ErrorBody | undefined,
  field: string,
  messages: unknown,
  resource?: string,
) => {
  const one = (text: unknown) =>
    body?.message_code && text === body.message
      ? (messageOfBody(body) ?? String(text))
      : fieldErrorText(translate, String(text), field, resource);
  return Array.isArray(messages) ? messages.map(one).join(' ') : one(messages);
};

/**
 * The server's per-field messages ({name: ['taken']}) as the form shows them ({name: 'taken'}),
 * for the fields the form has, in the reader's language.
 */
export const serverFieldErrors = (
  error: unknown,
  fields: readonly string[],
  resource?: string,
): Record<string, string> => {
  const body = bodyOf(error);
  return Object.fromEntries(
    Object.entries(body.errors ?? {})
      .filter(([field]) => fields.includes(field))
      .map(([field, messages]) => [field, fieldMessagesText(body, field, messages, resource)]),
  );
};
