import { eq } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { CardCodeKeys } from '../../config.js';
import { openCardCode } from '../../db/card-codes.js';
import type { Database } from '../../db/client.js';
import { transactions } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';

/** The plain card code, for a staff member allowed to see it; the reveal is audited. */
export async function revealCardCode(
  db: Database,
  keys: CardCodeKeys,
  input: { id: string; audit: AuditContext },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sealed: transactions.cardCodeSealed })
      .from(transactions)
      .where(eq(transactions.id, input.id));
    if (!row) throw notFound('Gift card submission not found.');
    const code = openCardCode(keys, row.sealed);
    // The entry says that the code was seen, never the code.
    await recordAudit(tx, input.audit, {
      action: 'transaction.reveal_code',
      target: { type: 'transaction', id: input.id },
      summary: serverText('audit.card_code_revealed'),
    });
    return code;
  });
}
