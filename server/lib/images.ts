import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../db/client.js';
import { media } from '../db/schema.js';
import { badRequest, HttpError } from './errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const INVALID_IMAGE = 'Please select a valid image file';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

export interface CheckedImage {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** `field` names the form's file field, so the form shows the message beside it. */
export const imageTooLarge = (field: string) =>
  new HttpError(413, IMAGE_TOO_LARGE, { [field]: [IMAGE_TOO_LARGE] });

/** Judges an upload, sent as `field`, by its bytes: its file name and declared type prove nothing. */
export async function checkImage(bytes: Buffer, field: string): Promise<CheckedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge(field);
  const detected = await fileTypeFromBuffer(bytes);
  // file-type names anything starting with "GIF" a GIF; a real one has a GIF87a/GIF89a header.
  const fakeGif =
    detected?.mime === 'image/gif' && !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6));
  if (!detected || !ACCEPTED_TYPES.has(detected.mime) || fakeGif) {
    throw badRequest(INVALID_IMAGE, { [field]: ['The image must be a JPG, PNG or GIF file.'] });
  }
  return {
    contentType: detected.mime,
    bytes,
    etag: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Keeps the image in the database, so that every server instance can serve it; answers its id. */
export async function saveImage(db: Executor, image: CheckedImage): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({ contentType: image.contentType, bytes: image.bytes, etag: image.etag })
    .returning({ id: media.id });
  return row.id;
}

export async function deleteImage(db: Executor, id: string | null) {
  if (id) await db.delete(media).where(eq(media.id, id));
}

/** Where an image is served, or null when there is none. */
export const mediaUrl = (id: string | null) => (id ? `/media/${id}` : null);
