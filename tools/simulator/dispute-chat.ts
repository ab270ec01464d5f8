import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { Session } from './session.js';

interface ChatMessage {
  id: string;
  sender_username: string;
  message: string;
  client_id: string | null;
}

export interface ChatEvents {
  log(line: string): void;
  /** An admin wrote live (not history): the customer may answer. */
  onAdminMessage(text: string): void;
}

/** Codes after which reconnecting cannot help: not this customer's dispute, or no such dispute. */
const FINAL_CODES = new Set([4403, 4404]);

/**
 * A customer's live chat in one dispute. It reconnects by itself (server restart, network loss)
 * and keeps what it wrote until the server echoes it back, resending on each reconnect with the
 * same client_id, which the server stores once: nothing written is lost or doubled.
 */
export class DisputeChat {
  private socket: WebSocket | null = null;
  private readonly outbox = new Map<string, string>();
  private failures = 0;
  private stopped = false;

  constructor(
    readonly disputeId: string,
    private readonly session: Session,
    private readonly wsBase: string,
    private readonly events: ChatEvents,
  ) {
    void this.connect();
  }

  get active() {
    return !this.stopped;
  }

  /** Sends now, or on the next connection; false when it has to wait for that. */
  say(text: string): boolean {
    const clientId = randomUUID();
    this.outbox.set(clientId, text);
    return this.send(clientId, text);
  }

  stop() {
    this.stopped = true;
    this.socket?.close(1000, 'Simulator stopping');
  }

  private send(clientId: string, text: string) {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify({ type: 'chat_message', message: text, client_id: clientId }));
    return true;
  }

  private async connect() {
    if (this.stopped) return;
    let token: string;
    try {
      token = await this.session.accessToken();
    } catch (error) {
      this.retry(`cannot sign in (${(error as Error).message})`);
      return;
    }
    const socket = new WebSocket(
      `${this.wsBase}/dispute/${this.disputeId}/?token=${encodeURIComponent(token)}`,
    );
    this.socket = socket;
    socket.on('open', () => {
      this.failures = 0;
      for (const [clientId, text] of this.outbox) this.send(clientId, text);
    });
    socket.on('message', (data) => this.receive(String(data)));
    socket.on('error', () => {
      // The close event follows and decides what to do.
    });
    socket.on('close', (code) => {
      if (this.stopped) return;
      if (FINAL_CODES.has(code)) {
        this.stopped = true;
        this.events.log(
          `chat ${short(this.disputeId)}: closed by the server (${code}), leaving it`,
        );
        return;
      }
      if (code === 4401) this.session.invalidate();
      this.retry(`connection closed (${code})`);
    });
  }

  private retry(reason: string) {
    this.failures += 1;
    const delay = Math.min(500 * 2 ** this.failures, 15_000);
    if (this.failures === 1 || this.failures % 5 === 0) {
      this.events.log(`chat ${short(this.disputeId)}: ${reason}; reconnecting`);
    }
    setTimeout(() => void this.connect(), delay).unref();
  }

  private receive(raw: string) {
    let frame:
      | { type: 'chat_history'; messages: ChatMessage[] }
      | { type: 'chat_message'; message: ChatMessage }
      | { type: 'error'; message: string };
    try {
      frame = JSON.parse(raw);
    } catch {
      this.events.log(`chat ${short(this.disputeId)}: ignored a frame that is not JSON`);
      return;
    }
    if (frame.type === 'chat_history') {
      for (const message of frame.messages) this.delivered(message);
    } else if (frame.type === 'chat_message') {
      const mine = this.delivered(frame.message);
      if (!mine && frame.message.sender_username !== this.session.user.username) {
        this.events.log(
          `chat ${short(this.disputeId)}: ${frame.message.sender_username} wrote "${frame.message.message}"`,
        );
        this.events.onAdminMessage(frame.message.message);
      }
    } else if (frame.type === 'error') {
      this.events.log(`chat ${short(this.disputeId)}: server error "${frame.message}"`);
    }
  }

  /** Clears a message of ours from the outbox; true when it was one of ours. */
  private delivered(message: ChatMessage) {
    return message.client_id !== null && this.outbox.delete(message.client_id);
  }
}

export const short = (id: string) => id.slice(0, 8);
