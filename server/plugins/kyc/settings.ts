import { eq, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { Database, Executor } from '../../db/client.js';
import { kycSettings } from '../../db/schema.js';
import { type AuditContext, recordAudit } from '../audit/record.js';

/** Whether the KYC limits are enforced (off on a new installation). */
export async function kycEnforced(db: Executor) {
  const [row] = await db.select({ enforced: kycSettings.enforced }).from(kycSettings);
  return row?.enforced ?? false;
}

/** Turns the limits on or off, audited `kyc.settings_update` (nothing when unchanged). */
export async function updateKycSettings(db: Database, audit: AuditContext, enforced: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(kycSettings).for('update');
    if (before?.enforced === enforced) return { enforced };
    await tx
      .update(kycSettings)
      .set({ enforced, updatedAt: sql`now()` })
      .where(eq(kycSettings.id, true));
    await recordAudit(tx, audit, {
      action: 'kyc.settings_update',
      target: null,
      summary: serverText(enforced ? 'audit.kyc_limits_on' : 'audit.kyc_limits_off'),
      changes: { enforced: [before?.enforced ?? false, enforced] },
    });
    return { enforced };
  });
}
