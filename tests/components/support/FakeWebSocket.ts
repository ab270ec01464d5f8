/**
 * A WebSocket the tests drive by hand: open it, push frames from the "server", drop it. Every
 * socket the code under test creates is kept in `instances`, newest last.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  static latest() {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  /** Frames the app sent, parsed. */
  readonly sent: Record<string, unknown>[] = [];

  constructor(readonly url: string) {
    super();
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN)
      throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.drop(code, reason);
  }

  /** The server accepts the connection. */
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** A frame from the server. */
  receive(frame: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection ends, e.g. 1006 for a network loss or 4401 for a refused token. */
  drop(code = 1006, reason = '') {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new CloseEvent('close', { code, reason }));
  }

  /** The chat frames the app sent. */
  chatFrames() {
    return this.sent.filter(({ type }) => type === 'chat_message');
  }
}
