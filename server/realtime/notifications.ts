import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../contract/enums.js';
import type { Notification } from '../../contract/live.js';
import { type Permission, ROLE_PERMISSIONS, rolesWith } from '../../contract/permissions.js';
import type { Executor } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import type { Bus, BusEvent } from './bus.js';
import { isUuid } from './ids.js';

type NotificationRow = typeof notifications.$inferSelect;
export type NotificationFanOut = Extract<BusEvent, { type: 'notifications' }>;

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
 * dispute, not one per message. One statement inside the database, whatever the number of staff.
 * Call it inside the database transaction of the event that causes it, then
 * `publishNotifications` with its result once that transaction has committed; null when nobody
 * was notified.
 */
export async function notifyStaff(
  tx: Executor,
  event: { kind: NotificationKind; subjectId: string | null; message: string },
): Promise<NotificationFanOut | null> {
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
  const created = await tx
    .insert(notifications)
    .select(
      tx
        // drizzle wants every column, in the table's order.
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          recipientId: users.id,
          kind: sql`${event.kind}`.as('kind'),
          subjectId: sql`${event.subjectId}::uuid`.as('subject_id'),
          message: sql`${event.message}`.as('message'),
          isRead: sql`false`.as('is_read'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(and(inArray(users.role, recipientRoles(event.kind)), unreadAlready)),
    )
    .returning({
      id: notifications.id,
      recipientId: notifications.recipientId,
      createdAt: notifications.createdAt,
    });
  if (created.length === 0) return null;
  return {
    type: 'notifications',
    notification: {
      message: event.message,
      // One statement: every row has the same time.
      created_at: created[0].createdAt.toISOString(),
      is_read: false,
      kind: event.kind,
      subject_id: event.subjectId,
    },
    recipients: created.map((row) => [row.recipientId, row.id]),
  };
}

/**
 * One event for the whole fan-out, delivered on the next turn of the event loop: the request that
 * caused it answers first instead of waiting while every admin's socket is written to.
 */
export function publishNotifications(bus: Bus, fanOut: NotificationFanOut | null) {
  if (fanOut) setImmediate(() => void bus.publish(fanOut));
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
