/**
 * Limits of the live channels. Read once when the channels are registered; tests lower them
 * (e.g. the heartbeat) before building a server, which is why this is a mutable object.
 */
export const realtimeSettings = {
  /** A socket that has not answered the previous ping by the next one is terminated. */
  heartbeatMs: 30_000,
  /** A client that lets this much pile up unread is too slow and is closed. */
  maxBufferedBytes: 1024 * 1024,
  /** Largest incoming frame; a chat message of 2,000 characters fits many times over. */
  maxPayloadBytes: 16 * 1024,
  rateLimit: { messages: 20, windowMs: 10_000 },
  /** On shutdown, how long clients get to answer the close frame before being cut off. */
  closeGraceMs: 1_000,
  /** Chat history sent on connect: the latest messages, oldest first. */
  historyLimit: 500,
};

export type RealtimeSettings = typeof realtimeSettings;
