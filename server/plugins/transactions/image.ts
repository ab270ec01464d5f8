import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Executor } from '../../db/client.js';
import { media } from '../../db/schema.js';
import { badRequest, HttpError } from '../../lib/errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

export const imageTooLarge = () => new HttpError(413, 'Image size should be less than 5MB');

/**
 * Stores an uploaded card image after checking what its bytes are (never its name or declared
 * type): JPG, PNG or GIF, at most 5 MB. Returns the media id.
 */
export async function storeCardImage(db: Executor, bytes: Buffer): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) {
    const message = 'Please select a valid image file';
    throw badRequest(message, { card_image: [message] });
  }
  const [row] = await db
    .insert(media)
    .values({
      contentType: detected.mime,
      bytes,
      etag: createHash('sha256').update(bytes).digest('hex'),
    })
    .returning({ id: media.id });
  return row.id;
}
