import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { NotificationKind, Role } from '../../contract/enums.js';
import type { Notification } from '../../contract/live.js';
import type { ServerText } from '../../contract/messages.js';
import { hasPermission, type Permission, rolesWith } from '../../contract/permissions.js';
import type { Executor } from '../db/client.js';
import { notificationReads, notifications } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import type { Bus, BusEvent } from './bus.js';

type NotificationRow = typeof notifications.$inferSelect;
export type NotificationEvent = Extract<BusEvent, { type: 'notification' }>;

/** The live notification list of the app keeps this many. */
export const NOTIFICATION_HISTORY_SIZE = 15;

const serializeNotification = (row: NotificationRow, isRead: boolean): Notification => ({
  id: row.id,
  message: row.message,
  message_code: row.messageCode,
  message_params: row.messageParams,
  created_at: row.createdAt.toISOString(),
  is_read: isRead,
  kind: row.kind,
  subject_id: row.subjectId,
  ...(row.targetType && row.subjectId
    ? { target: { type: row.targetType, id: row.subjectId } }
    : {}),
});

type TargetType = NonNullable<NotificationRow['targetType']>;
const SLA_KINDS: NotificationKind[] = ['sla_due_soon', 'sla_breached'];

/** What a notification is about must be something its reader may open. */
const SUBJECT_PERMISSION: Record<
  Exclude<NotificationKind, 'sla_due_soon' | 'sla_breached'>,
  Permission
> = {
  giftcard_submitted: 'transactions.view',
  dispute_opened: 'disputes.view',
  chat_message: 'disputes.view',
  // Those who send payouts: a changed destination is where the next batch sends the money.
  payout_account_changed: 'transactions.pay',
};

/** A service-level alert goes to the staff who can act on its item (api-contract.md, Alerts). */
const ALERT_PERMISSION: Record<TargetType, Permission> = {
  transaction: 'transactions.review',
  dispute: 'disputes.chat',
};

const permissionFor = (kind: NotificationKind, targetType: TargetType | null) =>
  kind === 'sla_due_soon' || kind === 'sla_breached'
    ? ALERT_PERMISSION[targetType ?? 'transaction']
    : SUBJECT_PERMISSION[kind];

const mayRead = (role: Role, permission: Permission) =>
  hasPermission(role, 'notifications.view') && hasPermission(role, permission);

const PLAIN_KINDS = Object.keys(SUBJECT_PERMISSION) as (keyof typeof SUBJECT_PERMISSION)[];
const TARGET_TYPES = Object.keys(ALERT_PERMISSION) as TargetType[];

const readerRoles = (kind: NotificationKind, targetType: TargetType | null) =>
  rolesWith('notifications.view').filter((role) => mayRead(role, permissionFor(kind, targetType)));

/** The notifications a role may read: plain kinds by subject, alerts by their item's kind. */
const readableBy = (role: Role) => {
  const kinds = PLAIN_KINDS.filter((kind) => mayRead(role, SUBJECT_PERMISSION[kind]));
  const targets = TARGET_TYPES.filter((type) => mayRead(role, ALERT_PERMISSION[type]));
  return or(
    kinds.length ? inArray(notifications.kind, kinds) : sql`false`,
    targets.length
      ? and(inArray(notifications.kind, SLA_KINDS), inArray(notifications.targetType, targets))
      : sql`false`,
  );
};

type NotificationValues = Pick<
  NotificationRow,
  'kind' | 'subjectId' | 'message' | 'messageCode' | 'messageParams'
>;

/** The readers of a stored notification, for its bus event. */
export const notificationEvent = (row: NotificationRow): NotificationEvent => ({
  type: 'notification',
  notification: serializeNotification(row, false),
  readers: readerRoles(row.kind, row.targetType),
});

/** What an event tells staff: its kind, its subject and its coded text (contract/messages.ts). */
export interface StaffEvent {
  kind: NotificationKind;
  subjectId: string | null;
  text: ServerText;
}

const valuesOf = ({ kind, subjectId, text }: StaffEvent): NotificationValues => ({
  kind,
  subjectId,
  message: text.english,
  messageCode: text.code,
  messageParams: text.params,
});

/**
 * A dispute's single chat entry, created or brought back to the top with the new message, and
 * unread again for everyone. The conflict target is the partial unique index
 * `notifications_chat_subject_key`, whose predicate `targetWhere` repeats.
 */
async function bringBackChatEntry(tx: Executor, values: NotificationValues) {
  const [row] = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: notifications.subjectId,
      targetWhere: sql`${notifications.kind} = 'chat_message'`,
      set: {
        message: values.message,
        messageCode: values.messageCode,
        messageParams: values.messageParams,
        createdAt: sql`now()`,
      },
    })
    .returning();
  await tx.delete(notificationReads).where(eq(notificationReads.notificationId, row.id));
  return row;
}

/**
 * Stores the notification of an event: one row, whatever the number of staff, so the request
 * that causes it does not grow with the staff. A chat message brings its dispute's single entry
 * back to the top, unread again for everyone; the app toasts it only to those who had read it.
 * Call it inside the database transaction of the event, then `publishNotification` with its
 * result once that transaction has committed.
 */
export async function notifyStaff(tx: Executor, event: StaffEvent): Promise<NotificationEvent> {
  const values = valuesOf(event);
  const row =
    event.kind === 'chat_message'
      ? await bringBackChatEntry(tx, values)
      : (await tx.insert(notifications).values(values).returning())[0];
  return notificationEvent(row);
}

/**
 * Delivered on the next turn of the event loop: the request that caused it answers first instead
 * of waiting while every admin's socket is written to.
 */
export function publishNotification(bus: Bus, event: NotificationEvent) {
  setImmediate(() => void bus.publish(event));
}

const readBy = (recipientId: string) =>
  sql<boolean>`exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.recipientId} = ${recipientId})`;

/** A reader's latest notifications, newest first, with their own read state. */
export async function notificationHistory(db: Executor, reader: { id: string; role: Role }) {
  const rows = await db
    .select({ row: notifications, isRead: readBy(reader.id) })
    .from(notifications)
    .where(readableBy(reader.role))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_HISTORY_SIZE);
  return rows.map(({ row, isRead }) => serializeNotification(row, isRead));
}

/** Marks a notification the reader may see read for them; null when there is no such one. */
export async function markNotificationRead(
  db: Executor,
  reader: { id: string; role: Role },
  id: unknown,
) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), readableBy(reader.role)));
  if (!row) return null;
  await db
    .insert(notificationReads)
    .values({ notificationId: row.id, recipientId: reader.id })
    .onConflictDoNothing();
  return serializeNotification(row, true);
}
