/** Limits of the live channels: part of the server's Config, so a test can lower one for its server. */
export const DEFAULT_REALTIME_SETTINGS = {
  /** A socket that has not answered the previous ping by the next one is terminated. */
  heartbeatMs: 30_000,
  /** A client that lets this much pile up unread is too slow and is closed. */
  maxBufferedBytes: 1024 * 1024,
  /** Largest incoming frame; a chat message of 2,000 characters fits many times over. */
  maxPayloadBytes: 16 * 1024,
  /** Messages one socket may send per window. */
  rateLimit: { messages: 20, windowMs: 10_000 },
  /** Messages one account may send per window, all its sockets together. */
  userRateLimit: { messages: 30, windowMs: 10_000 },
  /** Sockets one account may hold open on one instance (a few tabs, each with two channels). */
  maxSocketsPerUser: 12,
  /**
   * Chat messages stored at once by one instance; the rest wait their turn (each after a turn of
   * the event loop), so that a flood never queues more than this many writes ahead of a REST request.
   */
  chatWriteConcurrency: 1,
  /** On shutdown, how long clients get to answer the close frame before being cut off. */
  closeGraceMs: 1_000,
  /** Chat history sent on connect: the latest messages, oldest first. */
  historyLimit: 500,
  /**
   * While the bus between instances is down, how often each instance checks its sockets' sessions
   * against the database (a logout elsewhere then closes them within this time).
   */
  sessionCheckMs: 3_000,
} as const;

export type RealtimeSettings = {
  heartbeatMs: number;
  maxBufferedBytes: number;
  maxPayloadBytes: number;
  rateLimit: { messages: number; windowMs: number };
  userRateLimit: { messages: number; windowMs: number };
  maxSocketsPerUser: number;
  chatWriteConcurrency: number;
  closeGraceMs: number;
  historyLimit: number;
  sessionCheckMs: number;
};
