import { z } from 'zod';
import { text } from '../lib/schemas.js';

/** Closing codes of the contract, plus the standard ones a client treats as "reconnect". */
export const CLOSE = {
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

export const ERRORS = {
  notJson: 'Messages must be JSON.',
  unknown: 'Unknown message type.',
  rateLimited: 'Too many messages. Slow down.',
  internal: 'Something went wrong. Please try again.',
} as const;

export const chatMessageInput = z.object({
  type: z.literal('chat_message'),
  message: z.unknown(),
  client_id: text()
    .min(1)
    .max(100)
    .nullish()
    .transform((id) => id ?? undefined),
});

export const markReadInput = z.object({
  type: z.literal('mark_notification_read'),
  notification_id: z.unknown(),
});

/** Parses one frame as a JSON object with a `type`, or null. */
export function parseFrame(data: unknown): { type: unknown } | null {
  try {
    const value = JSON.parse(String(data));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
