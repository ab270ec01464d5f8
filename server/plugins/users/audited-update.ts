import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../../contract/audit.js';
import { serverText } from '../../../contract/messages.js';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  type AuditContext,
  type Changes,
  changesBetween,
  fieldList,
  recordAudit,
} from '../audit/record.js';

type Account = typeof users.$inferSelect;

/**
 * Writes the fields of `patch` that `entry.fields` names (the API's name of each with its
 * column) to an account already locked in `tx` and, when one of them changed, its audit row in
 * the same transaction. The fields an edit may change are the fields it audits: one list says
 * both. Nothing to write leaves the account as it was.
 */
export async function updateAccountAudited<Field extends string>(
  tx: Executor,
  audit: AuditContext,
  before: Account,
  patch: { [field in Field]?: unknown },
  entry: {
    action: AuditAction;
    fields: Record<Field, keyof Account>;
    /** Its summary: "Changed role of user ada" for a customer, "… of ada" for staff. */
    summary: 'audit.user_changed' | 'audit.staff_changed';
  },
): Promise<{ account: Account; changed: Changes }> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(entry.fields) as [Field, keyof Account][]) {
    if (patch[field] !== undefined) values[column] = patch[field];
  }
  if (Object.keys(values).length === 0) return { account: before, changed: {} };
  const [account] = await tx.update(users).set(values).where(eq(users.id, before.id)).returning();
  const changed = changesBetween(before, account, entry.fields);
  if (Object.keys(changed).length > 0) {
    await recordAudit(tx, audit, {
      action: entry.action,
      target: { type: 'user', id: before.id },
      summary: serverText(entry.summary, {
        fields: fieldList(changed),
        username: account.username,
      }),
      changes: changed,
    });
  }
  return { account, changed };
}
