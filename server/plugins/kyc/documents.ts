import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  KYC_DOCUMENT_INVALID,
  KYC_DOCUMENT_MIME_TYPES,
  KYC_DOCUMENT_TOO_LARGE,
  type KycDocument,
  type KycDocumentType,
  MAX_KYC_DOCUMENT_BYTES,
} from '../../../contract/kyc.js';
import type { Database, Executor } from '../../db/client.js';
import { kycDocuments, users } from '../../db/schema.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { type CheckedImage, saveImage, signedDownloadUrl } from '../../lib/images.js';
import type { FileLimit } from '../../lib/multipart.js';
import { isPlainDocument } from './document-content.js';

type DocumentRow = typeof kycDocuments.$inferSelect;

export const DOCUMENT_FIELD = 'file';
const ACCEPTED = new Set<string>(KYC_DOCUMENT_MIME_TYPES);

/** A document's form: one file of at most 10 MB. */
export const DOCUMENT_LIMIT: FileLimit = {
  fileSize: MAX_KYC_DOCUMENT_BYTES,
  tooLarge: (field) =>
    new HttpError(413, KYC_DOCUMENT_TOO_LARGE, { [field]: [KYC_DOCUMENT_TOO_LARGE] }),
};

/**
 * A document judged by its bytes, never its name or declared type: JPEG, PNG or PDF that is only
 * that (isPlainDocument: nothing after its end, no script), at most 10 MB.
 */
export async function checkDocument(bytes: Buffer | null): Promise<CheckedImage> {
  if (!bytes?.length) {
    throw badRequest('Choose a file.', { [DOCUMENT_FIELD]: ['Choose a file.'] });
  }
  if (bytes.length > MAX_KYC_DOCUMENT_BYTES) throw DOCUMENT_LIMIT.tooLarge(DOCUMENT_FIELD);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime) || !isPlainDocument(bytes, detected.mime)) {
    throw badRequest(KYC_DOCUMENT_INVALID, { [DOCUMENT_FIELD]: [KYC_DOCUMENT_INVALID] });
  }
  return {
    contentType: detected.mime,
    bytes,
    etag: createHash('sha256').update(bytes).digest('hex'),
  };
}

export const serializeOwnDocument = (row: DocumentRow): Omit<KycDocument, 'url'> => ({
  id: row.id,
  type: row.type,
  status: row.status,
  content_type: row.contentType,
  size: row.size,
  created_at: row.createdAt.toISOString(),
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
});

/** For staff: the file through a signed URL that serves it only as a download. */
export const serializeDocument = (row: DocumentRow): KycDocument => ({
  ...serializeOwnDocument(row),
  url: signedDownloadUrl(row.mediaId),
});

/**
 * Stores a customer's document privately, waiting for a decision; the customer's status becomes
 * pending (they are in the queue until a member of staff decides).
 */
export async function uploadDocument(
  db: Database,
  customerId: string,
  type: KycDocumentType,
  file: CheckedImage,
) {
  return db.transaction(async (tx) => {
    const mediaId = await saveImage(tx, file);
    const [row] = await tx
      .insert(kycDocuments)
      .values({
        userId: customerId,
        type,
        mediaId,
        contentType: file.contentType,
        size: file.bytes.length,
      })
      .returning();
    await tx.update(users).set({ kycStatus: 'pending' }).where(eq(users.id, customerId));
    return row;
  });
}

/** A customer's documents, newest first. */
export const documentsOf = (db: Executor, customerId: string) =>
  db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, customerId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));

/** Customers with documents waiting, the one waiting longest first. */
export async function kycQueue(db: Executor, page: { limit: number; offset: number }) {
  const waiting = db
    .select({
      userId: kycDocuments.userId,
      waiting: sql<number>`count(*)::int`.as('waiting'),
      since: sql<Date>`min(${kycDocuments.createdAt})`.as('since'),
    })
    .from(kycDocuments)
    .where(eq(kycDocuments.status, 'pending'))
    .groupBy(kycDocuments.userId)
    .as('waiting');
  const rows = await db
    .select({
      user: users,
      waiting: waiting.waiting,
      since: waiting.since,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(waiting)
    .innerJoin(users, and(eq(users.id, waiting.userId)))
    .orderBy(asc(waiting.since), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: rows[0]?.total ?? 0, rows };
}
