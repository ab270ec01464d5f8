import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../contract/common.js';
import { badRequest, HttpError } from './errors.js';
import { imageTooLarge } from './images.js';

/** Limits of every multipart form: one image and a few text fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 20,
  parts: 21,
  fieldSize: 64 * 1024,
};

export const MALFORMED_FORM = 'The form could not be read: it is not valid multipart/form-data.';
export const TOO_MANY_FIELDS = 'The form has too many fields.';

export interface Form {
  /** Unchecked: a JSON body may be anything. */
  fields: unknown;
  /** The uploaded image's bytes, unchecked; null when none was chosen. */
  file: Buffer | null;
}

/** A form whose file is not an image (KYC documents): its own size and words for "too large". */
export interface FileLimit {
  fileSize: number;
  tooLarge: (field: string) => HttpError;
}

const IMAGE_LIMIT: FileLimit = { fileSize: MAX_IMAGE_BYTES, tooLarge: imageTooLarge };

/** Any failure while the parts are read, in the contract's words: a 400 or a 413, never a 500. */
function translate(error: unknown, fileField: string, limit: FileLimit): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return limit.tooLarge(fileField);
    case 'FST_FILES_LIMIT': {
      const message = `Send at most one ${fileField}.`;
      return badRequest(message, { [fileField]: [message] });
    }
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, TOO_MANY_FIELDS);
    default:
      // A truncated body, a missing or empty boundary, a malformed part header...
      return badRequest(MALFORMED_FORM);
  }
}

/**
 * The fields of a multipart form or a JSON body, with the one file expected as `fileField`. Every
 * part is read to the end, even after a problem, so the request is consumed before the answer.
 */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
  limit: FileLimit = IMAGE_LIMIT,
): Promise<Form> {
  if (!request.isMultipart()) {
    return { fields: request.body ?? {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  let problem: HttpError | null = null;
  try {
    const parts =
      limit === IMAGE_LIMIT
        ? request.parts()
        : request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: limit.fileSize } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const upload = await readFilePart(part, fileField);
        problem ??= upload.problem;
        file = upload.bytes ?? file;
      } else {
        problem ??= readField(part, fields, fileField);
      }
    }
  } catch (error) {
    throw translate(error, fileField, limit);
  }
  if (problem) throw problem;
  return { fields, file };
}

async function readFilePart(
  part: MultipartFile,
  fileField: string,
): Promise<{ bytes?: Buffer; problem: HttpError | null }> {
  const bytes = await part.toBuffer();
  if (part.fieldname !== fileField) {
    const message = `Unexpected file field '${part.fieldname}'. Send the image as '${fileField}'.`;
    return { problem: badRequest(message) };
  }
  // A form whose file input was left empty still sends a nameless, empty part.
  return { bytes: bytes.length > 0 || part.filename ? bytes : undefined, problem: null };
}

function readField(part: MultipartValue, fields: Record<string, unknown>, fileField: string) {
  // An edit form may send the current image's URL back as text: that changes nothing.
  if (part.fieldname === fileField) return null;
  if (part.valueTruncated) {
    return badRequest(`${part.fieldname} is too long.`, { [part.fieldname]: ['Too long.'] });
  }
  if (Object.hasOwn(fields, part.fieldname)) {
    const message = `${part.fieldname} was sent more than once.`;
    return badRequest(message, { [part.fieldname]: [message] });
  }
  fields[part.fieldname] = part.value;
  return null;
}

/**
 * Validates form or JSON fields outside the route schema, because a multipart body only exists
 * once its parts are read; answers the contract's 400 with each field's messages.
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: unknown): z.infer<T> {
  const result = schema.safeParse(fields ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  throw badRequest(result.error.issues[0].message, errors);
}

/**
 * The validator of a route taking a form: its `body` schema only documents the form (the handler
 * reads and validates it with `readForm` and `parseFields`); params and query are validated as
 * everywhere else.
 */
export const handlerValidatesBody = <S>(
  route: FastifyRouteSchemaDef<S>,
): FastifyValidationResult =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
