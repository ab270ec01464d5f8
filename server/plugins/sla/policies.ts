import { desc, eq, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { SlaPolicy, SlaPolicyBody, SlaTarget } from '../../../contract/sla.js';
import type { Database, Executor } from '../../db/client.js';
import { slaPolicies } from '../../db/schema.js';
import { toCents } from '../../lib/money.js';
import { type AuditContext, changesBetween, recordAudit } from '../audit/record.js';
import { dueAt } from './clock.js';

type PolicyRow = typeof slaPolicies.$inferSelect;

const TARGET_WORDS: Record<SlaTarget, string> = {
  review: 'card review',
  dispute_first_response: 'first response to a dispute',
  dispute_resolution: 'dispute resolution',
};

export const serializePolicy = (row: PolicyRow): SlaPolicy => ({
  id: row.id,
  target: row.target,
  minutes: row.minutes,
  warn_before_minutes: row.warnBeforeMinutes,
  high_value_minutes: row.highValueMinutes,
  business_hours: row.businessHours ?? null,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

async function currentPolicy(db: Executor, target: SlaTarget) {
  const [row] = await db
    .select()
    .from(slaPolicies)
    .where(eq(slaPolicies.target, target))
    .orderBy(desc(slaPolicies.version))
    .limit(1);
  if (!row) throw new Error(`No service-level policy for ${target}`);
  return row;
}

const comparable = (
  row: Pick<PolicyRow, 'minutes' | 'warnBeforeMinutes' | 'highValueMinutes' | 'businessHours'>,
) => ({
  minutes: row.minutes,
  warn_before_minutes: row.warnBeforeMinutes,
  high_value_minutes: row.highValueMinutes,
  // The database gives a JSON object's keys back in its own order.
  business_hours: row.businessHours
    ? JSON.stringify(row.businessHours, ['timezone', 'days', 'start', 'end'])
    : null,
});
const COMPARED = {
  minutes: 'minutes',
  warn_before_minutes: 'warn_before_minutes',
  high_value_minutes: 'high_value_minutes',
  business_hours: 'business_hours',
} as const;

/**
 * A target's new policy: its next version, for items that start from now on (items already
 * started keep theirs), with its audit row. The target's versions are locked first, so that two
 * admins saving at once make two versions one after the other. The same policy again is no change.
 */
export async function updatePolicy(
  db: Database,
  audit: AuditContext,
  target: SlaTarget,
  body: SlaPolicyBody,
) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: slaPolicies.id })
      .from(slaPolicies)
      .where(eq(slaPolicies.target, target))
      .for('update');
    const current = await currentPolicy(tx, target);
    const wanted = {
      minutes: body.minutes,
      warnBeforeMinutes: body.warn_before_minutes,
      highValueMinutes: body.high_value_minutes ?? null,
      businessHours: body.business_hours ?? null,
    };
    const changes = changesBetween(comparable(current), comparable(wanted), COMPARED);
    if (!Object.keys(changes).length) return serializePolicy(current);
    const [created] = await tx
      .insert(slaPolicies)
      .values({ target, ...wanted, version: sql`${current.version} + 1` })
      .returning();
    await recordAudit(tx, audit, {
      action: 'sla.policy_update',
      target: { type: 'sla_policy', id: created.id },
      summary: serverText(
        'audit.sla_policy_changed',
        { target, version: created.version },
        { target: TARGET_WORDS[target] },
      ),
      changes: { ...changes, version: [current.version, created.version] },
    });
    return serializePolicy(created);
  });
}

/** A clock started at `start` under a target's current policy: when it is due, when it warns, and the version. */
export async function startClock(db: Executor, target: SlaTarget, start: Date, highValue = false) {
  const policy = await currentPolicy(db, target);
  const minutes = (highValue && policy.highValueMinutes) || policy.minutes;
  const warnBefore = Math.min(policy.warnBeforeMinutes, minutes);
  return {
    dueAt: dueAt(start, minutes, policy.businessHours),
    warnAt: dueAt(start, minutes - warnBefore, policy.businessHours),
    version: policy.version,
  };
}

/** Whether a card is reviewed under a policy's high-value minutes. */
export const isHighValue = (cardValue: string, threshold: string) =>
  toCents(cardValue) >= toCents(threshold);
