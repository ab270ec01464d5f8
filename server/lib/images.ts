import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../contract/common.js';
import type { Executor } from '../db/client.js';
import { media } from '../db/schema.js';
import { badRequest, HttpError } from './errors.js';
/** Wider or taller than this, an image is refused: decoding it would take gigabytes. */
export const MAX_IMAGE_PIXELS = 8000;
export const INVALID_IMAGE = 'Please select a valid image file';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const IMAGE_TOO_WIDE = `The image must be at most ${MAX_IMAGE_PIXELS} × ${MAX_IMAGE_PIXELS} pixels.`;
const NOT_AN_IMAGE = 'The image must be a JPG, PNG or GIF file.';
const ACCEPTED_TYPES = new Set<string>(IMAGE_TYPES);

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

/**
 * Keeps the image in the database, so that every server instance can serve it; answers its id.
 * Private unless said otherwise: only a signed URL shows it (card photos often show the code).
 */
export async function saveImage(
  db: Executor,
  image: CheckedImage,
  visibility: 'private' | 'public' = 'private',
): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({
      contentType: image.contentType,
      bytes: image.bytes,
      etag: image.etag,
      isPrivate: visibility === 'private',
    })
    .returning({ id: media.id });
  return row.id;
}

export async function deleteImage(db: Executor, id: string | null) {
  if (id) await db.delete(media).where(eq(media.id, id));
}

/** Where a public image (a brand logo) is served, or null when there is none. */
export const mediaUrl = (id: string | null) => (id ? `/media/${id}` : null);

/** The longest a signed image URL is valid (api-contract.md: at most 15 minutes). */
export const SIGNED_URL_LIFETIME_S = 15 * 60;
/**
 * Expiries are rounded up to this step, so the same image keeps the same URL for a while and the
 * browser's private cache serves it again; a URL is thus valid 10 to 15 minutes.
 */
const EXPIRY_STEP_S = 5 * 60;

let signingKey: Buffer | null = null;

/**
 * The key of signed image URLs, derived from JWT_SECRET; set once when the app is built (every
 * instance derives the same one, so any instance serves a URL another signed).
 */
export function setMediaSigningSecret(secret: string) {
  signingKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'media-url', 32));
}

/** The signature covers whether the file is served as a download, so a URL cannot drop it. */
const signature = (id: string, expires: number, download: boolean) => {
  if (!signingKey) throw new Error('setMediaSigningSecret was not called');
  const signed = `${id}.${expires}${download ? '.download' : ''}`;
  return createHmac('sha256', signingKey).update(signed).digest('base64url');
};

const expiryOf = (now: number) =>
  Math.ceil(now / 1000 / EXPIRY_STEP_S) * EXPIRY_STEP_S + SIGNED_URL_LIFETIME_S - EXPIRY_STEP_S;

/**
 * A private image's URL (a card photo): signed, with its expiry in the query string. Given only
 * in the answers of those who may see the card.
 */
export function signedMediaUrl(id: string | null, now = Date.now()) {
  if (!id) return null;
  const expires = expiryOf(now);
  return `/media/${id}?expires=${expires}&signature=${signature(id, expires, false)}`;
}

/**
 * A private file only ever downloaded, never shown by the browser in the app's origin (a KYC
 * document, whatever its bytes may hide): the signed URL says so, and its signature with it.
 */
export function signedDownloadUrl(id: string, now = Date.now()) {
  const expires = expiryOf(now);
  return `/media/${id}?expires=${expires}&download=1&signature=${signature(id, expires, true)}`;
}

/** Seconds the signed URL has left, or null when its signature is wrong or it has expired. */
export function signedUrlLifetime(
  id: string,
  query: { expires?: number; signature?: string; download?: '1' },
  now = Date.now(),
) {
  const { expires, signature: given } = query;
  if (expires === undefined || !given) return null;
  const left = expires - Math.floor(now / 1000);
  if (left <= 0 || left > SIGNED_URL_LIFETIME_S) return null;
  const expected = Buffer.from(signature(id, expires, query.download === '1'));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return left;
}
