import { EventEmitter } from 'node:events';
import type { ClaimHolder } from '../../contract/claims.js';
import type { StaffRole } from '../../contract/enums.js';
import type { ChatMessage, Notification } from '../../contract/live.js';

/** Events that every server instance must hear, so each can deliver to its own sockets. */
export type BusEvent =
  | { type: 'chat_message'; disputeId: string; message: ChatMessage }
  /** A notification, one event for every staff member whose role is among `readers`. */
  | { type: 'notification'; notification: Notification; readers: StaffRole[] }
  | {
      type: 'notification_read';
      recipientId: string;
      notification: Notification;
      /** The socket that asked: it already has its answer, the admin's other sockets do not. */
      originConnectionId?: string;
    }
  /** A review desk claim taken (holder) or released (null): every staff socket hears it. */
  | { type: 'claim'; transactionId: string; claimedBy: ClaimHolder | null }
  /** An account was deactivated or changed role: its sockets close (4401) on every instance. */
  | { type: 'account_changed'; userId: string }
  /**
   * The link between instances was down and is back: events published meanwhile may not have
   * arrived, so every socket is sent its history again from the database.
   */
  | { type: 'resync' };

export interface Bus {
  /** Never throws for a transport failure: local delivery always happens. */
  publish(event: BusEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** Whether events reach the other instances now (always, for a single instance). */
  connected(): boolean;
  close(): Promise<void>;
}

/** The listeners of one instance; both bus implementations deliver through it. */
export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    connected: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
