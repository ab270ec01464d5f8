import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors.js';
import { imageTooLarge, MAX_IMAGE_BYTES } from './images.js';

export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 20,
  parts: 21,
  fieldSize: 64 * 1024,
};

export interface BrandForm {
  /** Unchecked: a JSON body may be anything. */
  fields: unknown;
  /** The uploaded image's bytes, unchecked; null when none was chosen. */
  image: Buffer | null;
}

/** The multipart library's limit errors, in the contract's words. */
function translate(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageTooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest('Send at most one image.', { image: ['Send at most one image.'] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'The form has too many fields.');
    default:
      return error;
  }
}

/**
 * The brand fields of a multipart form or a JSON body. Every part is read to the end, even after
 * a problem, so the request is consumed before the answer goes out.
 */
export async function readBrandForm(request: FastifyRequest): Promise<BrandForm> {
  if (!request.isMultipart()) {
    return { fields: request.body ?? {}, image: null };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | null = null;
  let problem: HttpError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const upload = await readImagePart(part);
        problem ??= upload.problem;
        image = upload.bytes ?? image;
      } else {
        problem ??= readField(part, fields);
      }
    }
  } catch (error) {
    throw translate(error);
  }
  if (problem) throw problem;
  return { fields, image };
}

async function readImagePart(
  part: MultipartFile,
): Promise<{ bytes?: Buffer; problem: HttpError | null }> {
  const bytes = await part.toBuffer();
  if (part.fieldname !== 'image') {
    const message = `Unexpected file field '${part.fieldname}'. Send the image as 'image'.`;
    return { problem: badRequest(message) };
  }
  // A form whose file input was left empty still sends a nameless, empty part.
  return { bytes: bytes.length > 0 || part.filename ? bytes : undefined, problem: null };
}

function readField(part: MultipartValue, fields: Record<string, unknown>) {
  // An edit form may send the current image's URL back as text: that changes nothing.
  if (part.fieldname === 'image') return null;
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
