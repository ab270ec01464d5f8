import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody } from '../../contract/common.js';
import { codeOfSentence, type ServerText } from '../../contract/messages.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability.js';
import { isRetriedConflict } from '../db/retry.js';
import type { RawAnswers } from './raw-answers.js';

/** An error whose message is meant for the person who sent the request. */
export class HttpError extends Error {
  /** The message's code and parameters, for the app to say it in the reader's language. */
  readonly text: Pick<ServerText, 'code' | 'params'> | null;

  constructor(
    readonly statusCode: number,
    message: string | ServerText,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.english);
    const code = typeof message === 'string' ? codeOfSentence(message) : message.code;
    this.text = code && { code, params: typeof message === 'string' ? {} : message.params };
  }
}

/** `{message, message_code?, message_params?, errors?}`: the answer of an HttpError. */
const httpErrorBody = (error: HttpError) => ({
  message: error.message,
  ...(error.text && { message_code: error.text.code, message_params: error.text.params }),
  ...(error.errors && { errors: error.errors }),
});

export const badRequest = (message: string | ServerText, errors?: Record<string, string[]>) =>
  new HttpError(400, message, errors);
export const notFound = (message: string | ServerText = 'Not found.') =>
  new HttpError(404, message);
export const conflict = (message: string | ServerText, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors);
export const unauthorized = (message = 'Authentication credentials were not provided.') =>
  new HttpError(401, message);
export const forbidden = (
  message: string | ServerText = 'You do not have permission to perform this action.',
) => new HttpError(403, message);

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  414: 'The URL is too long.',
  415: 'Unsupported media type.',
  429: 'Too many requests. Please try again later.',
  431: 'The request headers are too large.',
};

export const SERVICE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/**
 * A field's message as a person reads it, the field named in words rather than by its key:
 * "Expected payout must be a valid number", "Email: Text must not contain …".
 */
const sentenceFor = (field: string, message: string) => {
  const key = field.split('.').at(-1) ?? field;
  const label = key.replaceAll('_', ' ').replace(/^\w/, (letter) => letter.toUpperCase());
  return /^(must|is|should|cannot|can't)\b/i.test(message)
    ? `${label} ${message.charAt(0).toLowerCase()}${message.slice(1)}`
    : `${label}: ${message}`;
};

/**
 * Every error leaves the server as `{message, errors?}`; bad input is a 4xx, never a 500, and a
 * database out of reach is a 503 with Retry-After, logged once per outage.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(httpErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists.
      if (error.validationContext === 'params')
        return reply.status(404).send({ message: 'Not found.' });
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String((issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join('.') ?? '') ||
          'non_field_errors';
        errors[field] ??= [];
        errors[field].push(issue.message ?? 'Invalid value.');
      }
      const [field, messages] = Object.entries(errors)[0] ?? ['', ['Invalid input.']];
      const first = messages[0] ?? 'Invalid input.';
      // Our messages name their field ("page must be 1 or more."); library defaults do not.
      const named =
        !field ||
        field === 'non_field_errors' ||
        first.toLowerCase().includes(field.toLowerCase().replaceAll('_', ' ')) ||
        first.includes(field);
      const message = named ? first : sentenceFor(field, first);
      return reply.status(400).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : status === 413 || status === 429
            ? CLIENT_ERROR_MESSAGES[status]
            : error.message || CLIENT_ERROR_MESSAGES[status] || 'Bad request.';
      return reply.status(status).send({ message });
    }
    if (isRetriedConflict(error)) {
      // Still a deadlock or serialization failure after the retries (db/retry.ts): a moment
      // later it passes, as an outage's 503 says.
      return reply.status(503).header('retry-after', '1').send({ message: SERVICE_UNAVAILABLE });
    }
    if (isDatabaseUnavailable(error)) {
      app.databaseOutages.report(error);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: SERVICE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on the server.' });
  });
}

/**
 * Adds the error answers any route can give to its declared responses: 401 and 403 from the
 * guard (protected routes), 429 from a rate limit (routes that have one), 500 when the server
 * fails, 503 while the database is out of reach. Must be installed after the guard, whose own `onRoute` hook sets each route's access.
 */
export function declareErrorAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { response?: Record<string, unknown> } | undefined;
    if (!schema?.response) return;
    const config = route.config as { access?: string; rateLimit?: unknown } | undefined;
    schema.response = {
      ...(config?.access !== 'public' && { 401: errorBody, 403: errorBody }),
      ...(config?.rateLimit !== undefined && { 429: errorBody }),
      500: errorBody,
      503: errorBody,
      ...schema.response,
    };
  });
}

/**
 * Fastify refuses a URL it cannot decode (400) or whose path parameter is too long (414) before
 * any route or hook runs: the `frameworkErrors` option gives those the contract's shape too.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = status === 414 ? CLIENT_ERROR_MESSAGES[414] : 'The URL is not valid.';
  return reply.status(status).send({ message });
}

/**
 * Node's HTTP parser refuses a request it cannot read (a malformed request line, headers over
 * the size limit, a client too slow to send them) before Fastify sees it; the answer is written
 * straight on the socket, in the contract's shape and with the security headers of every answer.
 */
export function clientErrorHandler(answers: RawAnswers) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    endWith(answers, socket, status);
  };
}

/** A request whose body arrives too slowly (or not at all) is answered 408, its connection closed. */
export const endSlowRequest = (answers: RawAnswers, socket: Socket) =>
  endWith(answers, socket, 408);

const endWith = (answers: RawAnswers, socket: Socket, status: number) =>
  answers.end(socket, status, JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] }));

/** Whether the database refused a write by the named check (RAISE … CONSTRAINT = name). */
export const isRefusedBy = (error: unknown, constraint: string) => {
  const refused = error as { constraint?: string; cause?: { constraint?: string } };
  return refused.cause?.constraint === constraint || refused.constraint === constraint;
};
