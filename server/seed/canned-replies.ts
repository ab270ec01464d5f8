import { schemasOf } from '../../contract/resource-schemas.js';
import { cannedReplies } from '../../contract/resources/canned-replies.js';
import type { Database } from '../db/client.js';
import { declaredService } from '../declared/service.js';
import { tableOf } from '../declared/table.js';
import type { AuditContext } from '../plugins/audit/record.js';

/** The support desk's first saved answers, one or two per category. */
const REPLIES = [
  {
    title: 'Welcome',
    category: 'greeting',
    body: 'Hello, thank you for reaching out. I am looking into your card now and will reply here shortly.',
  },
  {
    title: 'Still checking',
    category: 'greeting',
    body: 'Thank you for your patience: your card is with our reviewers and I will update you as soon as they decide.',
  },
  {
    title: 'Photo of the receipt',
    category: 'evidence',
    body: 'Could you send a clear photo of the purchase receipt, with the store name, date and amount visible?',
  },
  {
    title: 'Back of the card',
    category: 'evidence',
    body: 'Please send a photo of the back of the card with the scratch panel uncovered and the code readable.',
  },
  {
    title: 'Payout corrected',
    category: 'refund',
    body: 'We have corrected your payout. The difference will reach your bank account with the next payout run.',
  },
  {
    title: 'Card already used',
    category: 'refund',
    body: 'The card was already redeemed when we checked it, so we cannot pay for it. The issuer can tell you where it was used.',
  },
  {
    title: 'Closing the dispute',
    category: 'closing',
    body: 'I am closing this dispute as resolved. If anything else comes up, open a new one and we will help.',
  },
];

/** Saved replies for the dispute chat, created as support creates them (validated, audited). */
export async function seedCannedReplies(db: Database, author: AuditContext['actor']) {
  const schemas = schemasOf(cannedReplies);
  const service = declaredService(cannedReplies, schemas, tableOf(cannedReplies));
  const audit: AuditContext = { actor: author, ip: '127.0.0.1', userAgent: 'demo seed' };
  for (const reply of REPLIES) {
    await service.create(db, audit, schemas.createBody.parse(reply));
  }
}
