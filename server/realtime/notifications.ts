import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { type NotificationKind, notifications, users } from '../db/schema.js';
import type { Bus } from './bus.js';

type NotificationRow = typeof notifications.$inferSelect;

export const serializeNotification = (row: NotificationRow) => ({
  id: row.id,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  is_read: row.isRead,
  kind: row.kind,
  subject_id: row.subjectId,
});

/**
 * Stores one notification per administrator. Call it inside the database transaction of the
 * event that causes it, then `publishNotifications` once that transaction has committed.
 */
export async function notifyAdmins(
  tx: Executor,
  event: { kind: NotificationKind; subjectId: string | null; message: string },
): Promise<NotificationRow[]> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
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
