import { eq } from 'drizzle-orm';
import type { AuditAction } from '../../../contract/audit.js';
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
 * Writes `values` to an account already locked in `tx` and, when an audited field changed, its
 * audit row in the same transaction. Nothing to write leaves the account as it was.
 */
export async function updateAccountAudited(
  tx: Executor,
  audit: AuditContext,
  before: Account,
  values: Partial<Account>,
  entry: {
    action: AuditAction;
    fields: Record<string, keyof Account>;
    /** "user ada" or "ada": what the summary calls the account. */
    name: (account: Account) => string;
  },
): Promise<{ account: Account; changed: Changes }> {
  if (Object.values(values).every((value) => value === undefined)) {
    return { account: before, changed: {} };
  }
  const [account] = await tx.update(users).set(values).where(eq(users.id, before.id)).returning();
  const changed = changesBetween(before, account, entry.fields);
  if (Object.keys(changed).length > 0) {
    await recordAudit(tx, audit, {
      action: entry.action,
      target: { type: 'user', id: before.id },
      summary: `Changed ${fieldList(changed)} of ${entry.name(account)}`,
      changes: changed,
    });
  }
  return { account, changed };
}
