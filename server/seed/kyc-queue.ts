import { and, asc, eq } from 'drizzle-orm';
import type { KycDocumentType } from '../../contract/kyc.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { checkDocument, uploadDocument } from '../plugins/kyc/documents.js';
import { brandLogoPng } from './logo.js';

/** What the waiting customers sent: an identity document, some a proof of address too. */
const SENT: KycDocumentType[][] = [
  ['passport', 'proof_of_address'],
  ['id_card'],
  ['drivers_license', 'proof_of_address'],
  ['id_card', 'selfie'],
  ['passport'],
];

/**
 * Customers waiting in the KYC queue with the documents they uploaded, through the upload's own
 * check and service (a PNG scan each): support's queue has someone to decide on.
 */
export async function seedKycQueue(db: Database) {
  const customers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'customer'), eq(users.isActive, true), eq(users.kycStatus, 'none')))
    .orderBy(asc(users.dateJoined), asc(users.id))
    .limit(SENT.length);
  for (const [index, customer] of customers.entries()) {
    for (const type of SENT[index]) {
      const scan = await checkDocument(brandLogoPng(index % 2 ? '#64748b' : '#0f766e'));
      await uploadDocument(db, customer.id, type, scan);
    }
  }
}
