import type { DisputeServerFrame } from '../../../contract/live';
import { livePaths, pathTo } from '../../../contract/paths';
import { type ConnectionState, openLiveSocket } from '../../live/liveSocket';
import { type ChatState, emptyChat, withArrived, withHistory, withQueued } from './chatState';

export interface ChatSnapshot extends ChatState {
  connection: ConnectionState;
}

/**
 * The live chat of one dispute, outside React so that the socket's callbacks always see the
 * current outbox. Every message written goes to the outbox first and is sent with its client_id;
 * on each reconnection the whole outbox is sent again. The server stores a client_id once and
 * echoes it, which takes the message out of the outbox: nothing is lost, nothing is doubled.
 */
export class ChatSession {
  private snapshot: ChatSnapshot = { ...emptyChat, connection: 'connecting' };
  private readonly listeners = new Set<() => void>();
  private readonly socket;

  constructor(disputeId: string) {
    this.socket = openLiveSocket<DisputeServerFrame>({
      path: pathTo(livePaths.dispute, { id: disputeId }),
      onFrame: (frame) => this.receive(frame),
      onOpen: () => {
        for (const pending of this.snapshot.outbox) this.transmit(pending);
      },
      onStateChange: (connection) => this.set({ ...this.snapshot, connection }),
    });
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  /** Queues a message (trimmed); false for a blank one, which is not sent (spec section 5). */
  send(text: string) {
    const message = text.trim();
    if (!message) return false;
    const pending = {
      client_id: crypto.randomUUID(),
      message,
      created_at: new Date().toISOString(),
    };
    this.set({ ...this.snapshot, ...withQueued(this.snapshot, pending) });
    this.transmit(pending);
    return true;
  }

  close() {
    this.socket.close();
  }

  private transmit({ client_id, message }: { client_id: string; message: string }) {
    this.socket.send({ type: 'chat_message', message, client_id });
  }

  private receive(frame: DisputeServerFrame) {
    if (frame.type === 'chat_history') {
      this.set({ ...this.snapshot, ...withHistory(this.snapshot, frame.messages) });
    } else if (frame.type === 'chat_message') {
      this.set({ ...this.snapshot, ...withArrived(this.snapshot, frame.message) });
    } else if (frame.type === 'error') {
      console.warn('dispute chat:', frame.message);
    }
  }

  private set(snapshot: ChatSnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
