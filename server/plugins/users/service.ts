import { eq, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { UserPatch } from '../../../contract/users.js';
import type { Database, Executor } from '../../db/client.js';
import {
  activityLogs,
  auditLogs,
  chatMessages,
  disputes,
  transactions,
  users,
} from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { notAllowedTo } from '../auth/permission-phrases.js';
import { findUserById, OWN_DEACTIVATION } from './accounts.js';
import { updateAccountAudited } from './audited-update.js';

export const USER_NOT_FOUND = 'User not found.';
export const USER_HAS_TRANSACTIONS =
  'This user has gift card submissions and cannot be deleted. Deactivate the account instead.';
export const USER_HAS_MESSAGES =
  'This user has written dispute messages and cannot be deleted. Deactivate the account instead.';
export const STAFF_HAS_HISTORY =
  'This staff account has audit or activity history and cannot be deleted. Deactivate it instead.';

export async function getUser(db: Executor, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** The fields an edit may change and audits, by the name the API gives them. */
const AUDITED_FIELDS = {
  is_active: 'isActive',
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  country: 'country',
  address: 'address',
  city: 'city',
  zip_code: 'zipCode',
} as const;

/** A staff account is changed or deleted only by someone who may manage staff. */
const STAFF_ACCOUNT_REFUSED = notAllowedTo('staff.manage');

/**
 * Applies an edit and its audit row in one database transaction. `accountChanged` says whether
 * the account was activated or deactivated, so its open sockets can be closed on every
 * instance. Nobody switches their own account on or off: a deactivated admin never gets this
 * far (the guard refuses them). A staff account is only changed by someone who may manage staff,
 * so that support cannot lock an administrator out through the users screen.
 */
export async function updateUser(
  db: Database,
  audit: AuditContext & { mayManageStaff: boolean },
  id: string,
  patch: UserPatch,
) {
  const actorId = audit.actor?.id;
  if (id === actorId && patch.is_active === false) {
    throw conflict(OWN_DEACTIVATION, { is_active: [OWN_DEACTIVATION] });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound(USER_NOT_FOUND);
    if (before.role !== 'customer' && !audit.mayManageStaff) throw forbidden(STAFF_ACCOUNT_REFUSED);
    const { account: user } = await updateAccountAudited(tx, audit, before, patch, {
      action: 'user.update',
      fields: AUDITED_FIELDS,
      summary: 'audit.user_changed',
    });
    return { user, accountChanged: user.isActive !== before.isActive };
  });
}

const exists = async (query: PromiseLike<unknown[]>) => (await query).length > 0;

/**
 * Deleting a user must never lose financial history or a dispute's record, so a user who has
 * any is refused (deactivate instead). The row is locked first: a concurrent insert that
 * references this user waits for the lock, so the checks cannot miss a row added meanwhile.
 */
export async function deleteUser(
  db: Database,
  actor: AuditContext & { mayManageStaff: boolean },
  id: string,
) {
  if (id === actor.actor?.id) throw conflict('You cannot delete your own account.');
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.role !== 'customer' && !actor.mayManageStaff) throw forbidden(STAFF_ACCOUNT_REFUSED);
    const one = { one: sql`1` };
    const hasHistory =
      (await exists(
        tx.select(one).from(transactions).where(eq(transactions.userId, id)).limit(1),
      )) ||
      (await exists(tx.select(one).from(disputes).where(eq(disputes.customerId, id)).limit(1)));
    if (hasHistory) throw conflict(USER_HAS_TRANSACTIONS);
    const hasMessages = await exists(
      tx.select(one).from(chatMessages).where(eq(chatMessages.senderId, id)).limit(1),
    );
    if (hasMessages) throw conflict(USER_HAS_MESSAGES);
    // What a member of staff did must keep saying who did it: their activity rows would lose
    // the link (set null) and their audit rows would point at nobody.
    if (user.role !== 'customer') {
      const acted =
        (await exists(tx.select(one).from(auditLogs).where(eq(auditLogs.actorId, id)).limit(1))) ||
        (await exists(
          tx.select(one).from(activityLogs).where(eq(activityLogs.performedById, id)).limit(1),
        ));
      if (acted) throw conflict(STAFF_HAS_HISTORY);
    }
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'user.delete',
      target: { type: 'user', id },
      summary: serverText('audit.user_deleted', {
        actor: actor.actor?.username ?? 'Someone',
        role: user.role,
        username: user.username,
        email: user.email,
      }),
      changes: {
        username: [user.username, null],
        email: [user.email, null],
        role: [user.role, null],
      },
    });
  });
}
