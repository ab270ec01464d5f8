import { and, desc, eq, sql } from 'drizzle-orm';
import { text } from '../../contract/common.js';
import type { Role } from '../../contract/enums.js';
import { type ChatMessage, MAX_CHAT_LENGTH } from '../../contract/live.js';
import { serverText } from '../../contract/messages.js';
import type { Database } from '../db/client.js';
import { chatMessages, users } from '../db/schema.js';
import type { Bus } from './bus.js';
import { notifyStaff, publishNotification } from './notifications.js';
import { sessionHolds } from './session-watch.js';

type ChatRow = typeof chatMessages.$inferSelect;

export interface Sender {
  id: string;
  username: string;
  role: Role;
  /** The session epoch the socket was admitted in (see sessionHolds). */
  epoch: number;
}

export const serializeChatMessage = (row: ChatRow, senderUsername: string): ChatMessage => ({
  id: row.id,
  sender_username: senderUsername,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  is_read: row.isRead,
  client_id: row.clientId,
});

const chatText = text({ error: 'Message cannot be blank.' })
  .trim()
  .min(1, 'Message cannot be blank.')
  .max(MAX_CHAT_LENGTH, `Message is too long (at most ${MAX_CHAT_LENGTH} characters).`);

/** The trimmed text, or the error to answer for a blank, over-long or non-text message. */
export function validateChatText(input: unknown): { text: string } | { error: string } {
  const checked = chatText.safeParse(input);
  return checked.success ? { text: checked.data } : { error: checked.error.issues[0].message };
}

/** The latest messages of a dispute, oldest first. */
export async function chatHistory(db: Database, disputeId: string, limit: number) {
  const rows = await db
    .select({ row: chatMessages, username: users.username })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.disputeId, disputeId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(({ row, username }) => serializeChatMessage(row, username));
}

export type StoreResult =
  | { status: 'created'; message: ChatMessage; publish: (bus: Bus) => Promise<void> }
  | { status: 'duplicate'; message: ChatMessage }
  | { status: 'conflict'; error: string }
  /** The sender's session ended (logout, deactivation…) before the message was stored. */
  | { status: 'ended' };

/**
 * Stores a message, with the staff's notification when a customer wrote it, in one database
 * transaction. A `clientId` the sender already used returns the stored message instead (a resend
 * after a reconnect), without storing or notifying again. Publish only what was created, and only
 * after this resolves (the transaction has committed). The sender's session is read first, under a
 * share lock: a message is stored only while it holds, so that once the answer of a logout or a
 * deactivation has gone out, no socket of that session has a message stored, on any instance.
 */
export async function storeChatMessage(
  db: Database,
  input: { disputeId: string; sender: Sender; text: string; clientId?: string },
): Promise<StoreResult> {
  const { disputeId, sender, text, clientId } = input;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ role: users.role, isActive: users.isActive, epoch: users.sessionEpoch })
      .from(users)
      .where(eq(users.id, sender.id))
      .for('share');
    if (!sessionHolds({ userId: sender.id, role: sender.role, epoch: sender.epoch }, account)) {
      return { status: 'ended' };
    }
    const [created] = await tx
      .insert(chatMessages)
      .values({ disputeId, senderId: sender.id, message: text, clientId: clientId ?? null })
      .onConflictDoNothing({
        target: [chatMessages.senderId, chatMessages.clientId],
        where: sql`${chatMessages.clientId} is not null`,
      })
      .returning();
    if (!created) {
      const [stored] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, sender.id), eq(chatMessages.clientId, clientId!)));
      if (stored.disputeId !== disputeId) {
        return { status: 'conflict', error: 'This client_id was already used in another dispute.' };
      }
      return { status: 'duplicate', message: serializeChatMessage(stored, sender.username) };
    }
    const notification =
      sender.role === 'customer'
        ? await notifyStaff(tx, {
            kind: 'chat_message',
            subjectId: disputeId,
            text: serverText('notification.chat_message', { customer: sender.username }),
          })
        : null;
    const message = serializeChatMessage(created, sender.username);
    return {
      status: 'created',
      message,
      publish: async (bus: Bus) => {
        await bus.publish({ type: 'chat_message', disputeId, message });
        if (notification) publishNotification(bus, notification);
      },
    };
  });
}
