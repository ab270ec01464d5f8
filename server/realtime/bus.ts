import { EventEmitter } from 'node:events';

/** Events that every server instance must hear, so each can deliver to its own sockets. */
export type BusEvent =
  | { type: 'chat_message'; disputeId: string; message: Record<string, unknown> }
  | { type: 'notification'; recipientId: string; notification: Record<string, unknown> }
  | { type: 'notification_read'; recipientId: string; notification: Record<string, unknown> };

export interface Bus {
  publish(event: BusEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/** One server instance: events go straight to its own listeners. */
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}
