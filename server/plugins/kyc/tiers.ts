import { eq, sql } from 'drizzle-orm';
import type { KycTier, KycTierBody } from '../../../contract/kyc.js';
import { serverText } from '../../../contract/messages.js';
import type { Database, Executor } from '../../db/client.js';
import { kycTiers } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { normalizeAmount } from '../../lib/money.js';
import { type AuditContext, changesBetween, recordAudit } from '../audit/record.js';

type TierRow = typeof kycTiers.$inferSelect;

export const serializeTier = (row: TierRow): KycTier => ({
  id: row.id,
  tier: row.tier,
  name: row.name,
  daily_limit: row.dailyLimit,
  monthly_limit: row.monthlyLimit,
  requires: row.requires,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function tierOf(db: Executor, tier: number) {
  const [row] = await db.select().from(kycTiers).where(eq(kycTiers.tier, tier));
  if (!row) throw notFound('KYC tier not found.');
  return row;
}

const comparable = (row: Pick<TierRow, 'name' | 'dailyLimit' | 'monthlyLimit' | 'requires'>) => ({
  name: row.name,
  daily_limit: row.dailyLimit,
  monthly_limit: row.monthlyLimit,
  requires: row.requires.join(', '),
});
const COMPARED = {
  name: 'name',
  daily_limit: 'daily_limit',
  monthly_limit: 'monthly_limit',
  requires: 'requires',
} as const;

/** A tier's new name, limits and requirements, with its audit row (`kyc_tier.update`). */
export async function updateTier(
  db: Database,
  audit: AuditContext,
  tier: number,
  body: KycTierBody,
) {
  if (body.tier !== undefined && body.tier !== tier) {
    throw badRequest('The tier in the body must be the one in the path.', {
      tier: ['The tier in the body must be the one in the path.'],
    });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(kycTiers).where(eq(kycTiers.tier, tier)).for('update');
    if (!before) throw notFound('KYC tier not found.');
    const wanted = {
      name: body.name,
      dailyLimit: body.daily_limit === null ? null : normalizeAmount(body.daily_limit),
      monthlyLimit: body.monthly_limit === null ? null : normalizeAmount(body.monthly_limit),
      requires: body.requires,
    };
    const changes = changesBetween(comparable(before), comparable(wanted), COMPARED);
    if (!Object.keys(changes).length) return serializeTier(before);
    const [after] = await tx
      .update(kycTiers)
      .set({ ...wanted, updatedAt: sql`now()` })
      .where(eq(kycTiers.id, before.id))
      .returning();
    await recordAudit(tx, audit, {
      action: 'kyc_tier.update',
      target: { type: 'kyc_tier', id: after.id },
      summary: serverText('audit.kyc_tier_changed', { tier, name: after.name }),
      changes,
    });
    return serializeTier(after);
  });
}
