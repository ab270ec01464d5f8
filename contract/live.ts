import { z } from 'zod';
import { claimFrame } from './claims.js';
import { isoDateTime, messageCode, messageParams, text } from './common.js';
import { notificationKind } from './enums.js';

/**
 * The two live channels (WebSocket, same host): `/ws/dispute/{id}/?token=…`, a dispute's chat for
 * admins and the customer who opened it, and `/ws/notifications/?token=…`, an admin's
 * notifications. Every frame is a JSON object with a `type`.
 */

/** Closing codes of the contract, plus the standard ones a client treats as "reconnect". */
export const CLOSE = {
  /** No, bad or expired token: refresh the session, then reconnect with the new token. */
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
  /** Service restart: the server is shutting down, reconnect shortly. */
  restart: 1012,
  /** The server failed while admitting the client; a later attempt may succeed. */
  internalError: 1011,
  /** Try again later: the client could not keep up, or its account holds too many sockets. */
  tryAgainLater: 1013,
} as const;

/** Codes after which reconnecting cannot help: not allowed, or no such dispute. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([CLOSE.forbidden, CLOSE.notFound]);

export const MAX_CHAT_LENGTH = 2000;

export const chatMessage = z.object({
  id: z.uuid(),
  sender_username: z.string(),
  message: z.string(),
  created_at: isoDateTime,
  is_read: z.boolean(),
  /** Chosen by the sending client, so it recognises the echo of its own message. */
  client_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const notification = z.object({
  id: z.uuid(),
  message: z.string(),
  message_code: messageCode,
  message_params: messageParams.nullable(),
  created_at: isoDateTime,
  is_read: z.boolean(),
  kind: notificationKind,
  subject_id: z.uuid().nullable(),
  /** What a service-level alert (`sla_due_soon`, `sla_breached`) is about; absent on the others. */
  target: z.object({ type: z.enum(['transaction', 'dispute']), id: z.uuid() }).optional(),
});
export type Notification = z.infer<typeof notification>;

const errorFrame = z.object({ type: z.literal('error'), message: z.string() });

/** Client → server on the dispute channel. The server checks the text and answers `error`. */
export const chatMessageInput = z.object({
  type: z.literal('chat_message'),
  message: z.unknown(),
  client_id: text()
    .min(1)
    .max(100)
    .nullish()
    .transform((id) => id ?? undefined),
});

/** Server → client on the dispute channel: the history on connect, then each new message. */
export const disputeServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat_history'), messages: z.array(chatMessage) }),
  z.object({ type: z.literal('chat_message'), message: chatMessage }),
  errorFrame,
]);
export type DisputeServerFrame = z.infer<typeof disputeServerFrame>;

/** Client → server on the notifications channel. */
export const markReadInput = z.object({
  type: z.literal('mark_notification_read'),
  notification_id: z.unknown(),
});

/**
 * Server → client on the notifications channel: the latest notifications on connect, each new
 * one, the answer to a mark-as-read (also sent to the admin's other sockets), and every claim
 * taken or released on the review desk (to every staff socket).
 */
export const notificationsServerFrame = z.union([
  z.object({ type: z.literal('notification_history'), notifications: z.array(notification) }),
  z.object({ type: z.literal('notification'), notification }),
  z.object({
    type: z.literal('mark_notification_read_response'),
    status: z.literal('success'),
    notification,
  }),
  z.object({
    type: z.literal('mark_notification_read_response'),
    status: z.literal('error'),
    message: z.string(),
  }),
  claimFrame,
  errorFrame,
]);
export type NotificationsServerFrame = z.infer<typeof notificationsServerFrame>;
