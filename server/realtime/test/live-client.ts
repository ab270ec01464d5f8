import { WebSocket } from 'ws';
import { z } from 'zod';
import { disputeServerFrame, notificationsServerFrame } from '../../../contract/live.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the server sent
type Message = Record<string, any>;

const serverFrame = z.union([disputeServerFrame, notificationsServerFrame]);

/** The frame, or an error naming how it strays from the contract's frames. */
function checked(message: Message): Message | Error {
  const result = serverFrame.safeParse(message);
  return result.success
    ? message
    : new Error(`frame outside the contract: ${JSON.stringify(message)}\n${result.error.message}`);
}

/**
 * A real WebSocket client for the tests: queues what arrives, so a test can await by type. Every
 * frame taken must be one of the contract's: `next` rejects any other.
 */
export class LiveClient {
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly received: Message[] = [];
  private waiters: Array<{
    type: string;
    resolve: (message: Message) => void;
    reject: (error: Error) => void;
  }> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      const waiter = this.waiters.find((candidate) => candidate.type === message.type);
      if (waiter) {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        const frame = checked(message);
        if (frame instanceof Error) waiter.reject(frame);
        else waiter.resolve(frame);
      } else {
        this.received.push(message);
      }
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    });
  }

  /** Opens a socket; a refused one opens too, then closes with the refusal's code. */
  static open(url: string, options: { origin?: string; autoPong?: boolean } = {}) {
    const socket = new WebSocket(url, {
      ...(options.origin ? { origin: options.origin } : {}),
      autoPong: options.autoPong ?? true,
    });
    const client = new LiveClient(socket);
    return new Promise<LiveClient>((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** The next message of that type (earlier ones of other types stay queued). */
  next(type: string, timeoutMs = 5_000): Promise<Message> {
    const index = this.received.findIndex((message) => message.type === type);
    if (index >= 0) {
      const frame = checked(this.received.splice(index, 1)[0]);
      return frame instanceof Error ? Promise.reject(frame) : Promise.resolve(frame);
    }
    return new Promise((resolve, reject) => {
      const waiter = { type, resolve, reject };
      this.waiters.push(waiter);
      setTimeout(() => {
        if (!this.waiters.includes(waiter)) return;
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        reject(new Error(`no ${type} message within ${timeoutMs} ms`));
      }, timeoutMs).unref();
    });
  }

  /** Everything received and not yet taken by `next`. */
  pending(type: string) {
    return this.received.filter((message) => message.type === type);
  }

  send(payload: unknown) {
    this.socket.send(typeof payload === 'string' ? payload : JSON.stringify(payload));
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}
