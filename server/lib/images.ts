import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Executor } from '../db/client.js';
import { media } from '../db/schema.js';
import { badRequest, HttpError } from './errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Wider or taller than this, an image is refused: decoding it would take gigabytes. */
export const MAX_IMAGE_PIXELS = 8000;
export const INVALID_IMAGE = 'Please select a valid image file';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const IMAGE_TOO_WIDE = `The image must be at most ${MAX_IMAGE_PIXELS} × ${MAX_IMAGE_PIXELS} pixels.`;
const NOT_AN_IMAGE = 'The image must be a JPG, PNG or GIF file.';
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

export interface CheckedImage {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** `field` is the form field the image came in, which the error names. */
export const imageTooLarge = (field: string) =>
  new HttpError(413, IMAGE_TOO_LARGE, { [field]: [IMAGE_TOO_LARGE] });

/** What the image size library reads from the header, or null when there is no valid header. */
function dimensionsOf(bytes: Buffer) {
  try {
    // A copy of exactly these bytes: image-size reads a short header past the end of its view, and
    // a small Buffer is a view on node's shared pool, whose neighbouring bytes are anybody's.
    const { width, height } = imageSize(new Uint8Array(bytes));
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * The one check of every upload (brand logos, card images), by its bytes: its file name and
 * declared type prove nothing. The magic bytes must say JPG, PNG or GIF, the header of that
 * format must be whole and give the pixel size, and that size must be bounded.
 */
export async function checkImage(bytes: Buffer, field: string): Promise<CheckedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge(field);
  const detected = await fileTypeFromBuffer(bytes);
  // file-type names anything starting with "GIF" a GIF; a real one has a GIF87a/GIF89a header.
  const fakeGif =
    detected?.mime === 'image/gif' && !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6));
  const size = dimensionsOf(bytes);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime) || fakeGif || !size) {
    throw badRequest(INVALID_IMAGE, { [field]: [NOT_AN_IMAGE] });
  }
  if (size.width > MAX_IMAGE_PIXELS || size.height > MAX_IMAGE_PIXELS) {
    throw badRequest(IMAGE_TOO_WIDE, { [field]: [IMAGE_TOO_WIDE] });
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
