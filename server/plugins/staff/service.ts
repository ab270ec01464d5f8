import { and, eq, inArray } from 'drizzle-orm';
import { staffRole } from '../../../contract/enums.js';
import { serverText } from '../../../contract/messages.js';
import type { StaffCreate, StaffPatch } from '../../../contract/resources/staff.js';
import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type AuditContext, changesBetween, recordAudit } from '../audit/record.js';
import { clearTwoFactor } from '../signin/two-factor.js';
import { createAccount, OWN_DEACTIVATION } from '../users/accounts.js';
import { updateAccountAudited } from '../users/audited-update.js';

export const STAFF_NOT_FOUND = 'Staff member not found.';
export const OWN_ROLE = 'You cannot change your own role.';
export const LAST_ADMIN =
  'This is the last active administrator: make someone else an administrator first.';

/** The accounts that are staff, not customers. */
export const isStaff = inArray(users.role, staffRole.options);

/** The fields an edit may change and audits, by the name the API gives them. */
const AUDITED_FIELDS = {
  role: 'role',
  is_active: 'isActive',
  first_name: 'firstName',
  last_name: 'lastName',
} as const;

/** A member of staff, locked for the rest of the transaction when `forUpdate`. */
async function findStaff(db: Executor, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  const [member] = forUpdate ? await query.for('update') : await query;
  if (!member) throw notFound(STAFF_NOT_FOUND);
  return member;
}

export const getStaff = (db: Executor, id: string) => findStaff(db, id);

export async function createStaff(db: Database, audit: AuditContext, body: StaffCreate) {
  return db.transaction(async (tx) => {
    const member = await createAccount(tx, {
      email: body.email,
      username: body.username,
      password: body.password,
      role: body.role,
      firstName: body.first_name,
      lastName: body.last_name,
    });
    await recordAudit(tx, audit, {
      action: 'staff.create',
      target: { type: 'user', id: member.id },
      summary: serverText('audit.staff_created', {
        role: member.role,
        username: member.username,
      }),
      changes: changesBetween(null, member, {
        ...AUDITED_FIELDS,
        email: 'email',
        username: 'username',
      }),
    });
    return member;
  });
}

/**
 * Changes a member of staff. Nobody changes their own role or switches themself off (400), and
 * the last active administrator stays one (409): the active administrators are locked
 * while counted, so two demotions at once cannot both pass. `accountChanged` says whether the
 * role or the active flag moved, so the person's open sockets can be closed.
 */
export async function updateStaff(
  db: Database,
  audit: AuditContext,
  id: string,
  patch: StaffPatch,
) {
  const own = audit.actor?.id === id;
  if (own && patch.is_active === false) {
    throw badRequest(OWN_DEACTIVATION, { is_active: [OWN_DEACTIVATION] });
  }
  return db.transaction(async (tx) => {
    const demoted = patch.role !== undefined && patch.role !== 'admin';
    const deactivated = patch.is_active === false;
    // Every active administrator is locked, always in the same order, before the target: two
    // administrators demoting each other at once then queue instead of deadlocking, and the
    // second one counts what the first left.
    const activeAdmins =
      demoted || deactivated
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
            .orderBy(users.id)
            .for('update')
        : [];
    const before = await findStaff(tx, id, true);
    if (own && patch.role !== undefined && patch.role !== before.role) {
      throw badRequest(OWN_ROLE, { role: [OWN_ROLE] });
    }
    const isActiveAdmin = activeAdmins.some((admin) => admin.id === id);
    if (isActiveAdmin && activeAdmins.length === 1) throw conflict(LAST_ADMIN);
    const { account: member, changed } = await updateAccountAudited(tx, audit, before, patch, {
      action: 'staff.update',
      fields: AUDITED_FIELDS,
      summary: 'audit.staff_changed',
    });
    return {
      member,
      accountChanged: changed.role !== undefined || changed.is_active !== undefined,
    };
  });
}

/** Turns 2FA off for someone who lost their authenticator: the password alone signs them in. */
export async function resetTwoFactor(db: Database, audit: AuditContext, id: string) {
  await db.transaction(async (tx) => {
    const before = await findStaff(tx, id, true);
    await clearTwoFactor(tx, id);
    await recordAudit(tx, audit, {
      action: 'staff.reset_2fa',
      target: { type: 'user', id },
      summary: serverText('audit.staff_2fa_reset', { username: before.username }),
      changes: before.twoFactorEnabled ? { two_factor_enabled: [true, false] } : {},
    });
  });
}
