import { count, desc, eq } from 'drizzle-orm';
import type {
  CustomerNotification,
  CustomerNotificationKind,
} from '../../../contract/customer-notifications.js';
import type { ServerText } from '../../../contract/messages.js';
import type { Executor } from '../../db/client.js';
import { customerNotifications } from '../../db/schema.js';

type Row = typeof customerNotifications.$inferSelect;

export const serializeCustomerNotification = (row: Row): CustomerNotification => ({
  id: row.id,
  kind: row.kind,
  message: row.message,
  message_code: row.messageCode,
  message_params: row.messageParams,
  subject_id: row.subjectId,
  created_at: row.createdAt.toISOString(),
  is_read: row.readAt !== null,
});

/** What a customer is told: to whom, of what kind, about which card, in which coded words. */
export interface CustomerEvent {
  recipientId: string;
  kind: CustomerNotificationKind;
  subjectId: string | null;
  text: ServerText;
}

/**
 * Stores a customer's notification inside the database transaction of what it tells (so that a
 * clawback or a decision is never without it, nor it without them). Customers have no socket of
 * their own (the notifications channel is staff's): they read them with `GET /notifications/`.
 */
export async function notifyCustomer(tx: Executor, event: CustomerEvent) {
  const [row] = await tx
    .insert(customerNotifications)
    .values({
      recipientId: event.recipientId,
      kind: event.kind,
      subjectId: event.subjectId,
      message: event.text.english,
      messageCode: event.text.code,
      messageParams: event.text.params,
    })
    .returning();
  return serializeCustomerNotification(row);
}

/** A customer's notifications, newest first. */
export async function customerNotificationsOf(
  db: Executor,
  recipientId: string,
  window: { limit: number; offset: number },
) {
  const mine = eq(customerNotifications.recipientId, recipientId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(customerNotifications)
      .where(mine)
      .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(customerNotifications).where(mine),
  ]);
  return { count: total, results: rows.map(serializeCustomerNotification) };
}
