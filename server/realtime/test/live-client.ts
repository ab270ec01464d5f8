import { WebSocket } from 'ws';

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the server sent
type Message = Record<string, any>;

/** A real WebSocket client for the tests: queues what arrives, so a test can await by type. */
export class LiveClient {
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly received: Message[] = [];
  private waiters: Array<{ type: string; resolve: (message: Message) => void }> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      const waiter = this.waiters.find((candidate) => candidate.type === message.type);
      if (waiter) {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        waiter.resolve(message);
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
    if (index >= 0) return Promise.resolve(this.received.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter = { type, resolve };
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
