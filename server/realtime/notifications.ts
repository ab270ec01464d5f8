import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../contract/enums.js';
import type { Notification } from '../../contract/live.js';
import { type Permission, ROLE_PERMISSIONS, rolesWith } from '../../contract/permissions.js';
import type { Executor } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import type { Bus } from './bus.js';
import { isUuid } from './ids.js';

type NotificationRow = typeof notifications.$inferSelect;

/** The live notification list of the app keeps this many. */
export const NOTIFICATION_HISTORY_SIZE = 15;

export const serializeNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  is_read: row.isRead,
  kind: row.kind,
  subject_id: row.subjectId,
});

/** What a notification is about must be something its reader may open. */
const SUBJECT_PERMISSION: Record<NotificationKind, Permission> = {
  giftcard_submitted: 'transactions.view',
  dispute_opened: 'disputes.view',
  chat_message: 'disputes.view',
};

const recipientRoles = (kind: NotificationKind) =>
  rolesWith('notifications.view').filter((role) =>
    ROLE_PERMISSIONS[role].includes(SUBJECT_PERMISSION[kind]),
  );

/**
 * Stores one notification per member of staff who may read it, except for one who has not read the
 * last one of the same kind about the same subject yet: a busy chat makes one unread entry per
 * dispute, not one per message. Call it inside the database transaction of the event that causes
 * it, then `publishNotifications` once that transaction has committed.
 */
export async function notifyStaff(
  tx: Executor,
  event: { kind: NotificationKind; subjectId: string | null; message: string },
): Promise<NotificationRow[]> {
  const unreadAlready = event.subjectId
    ? notExists(
        tx
          .select({ one: sql`1` })
          .from(notifications)
          .where(
            and(
              eq(notifications.recipientId, users.id),
              eq(notifications.kind, event.kind),
              eq(notifications.subjectId, event.subjectId),
              eq(notifications.isRead, false),
            ),
          ),
      )
    : undefined;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, recipientRoles(event.kind)), unreadAlready));
  if (admins.length === 0) return [];
  return tx
    .insert(notifications)
    .values(admins.map((admin) => ({ recipientId: admin.id, ...event })))
    .returning();
}

export async function publishNotifications(bus: Bus, rows: NotificationRow[]) {
  for (const row of rows) {
    await bus.publish({
      type: 'notification',
      recipientId: row.recipientId,
      notification: serializeNotification(row),
    });
  }
}

/** A recipient's latest notifications, newest first. */
export async function notificationHistory(db: Executor, recipientId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_HISTORY_SIZE);
  return rows.map(serializeNotification);
}

/** Marks one of the recipient's own notifications read; null when there is no such one. */
export async function markNotificationRead(db: Executor, recipientId: string, id: unknown) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning();
  return row ? serializeNotification(row) : null;
}
