import ReconnectingWebSocket from 'reconnecting-websocket';
import { CLOSE, FINAL_CLOSE_CODES } from '../../contract/live';
import { getAccessToken } from '../shared/session';
import { refreshSession } from './refreshSession';
import { socketUrl } from './socketUrl';

/** What the screens show: the first attempt, up, down and retrying, or given up for good. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A frame from the server: a JSON object with a `type` (the channel's frames: contract/live.ts). */
type LiveFrame = { type: string };

export interface LiveSocketOptions<Frame extends LiveFrame> {
  /** Channel path under the live base, e.g. '/notifications/'. */
  path: string;
  onFrame: (frame: Frame) => void;
  /** Runs on every (re)connection, after which `send` works. */
  onOpen?: () => void;
  onStateChange?: (state: ConnectionState) => void;
}

export interface LiveSocket {
  /** Sends now; false when the socket is not open (nothing is queued: callers keep an outbox). */
  send: (frame: object) => boolean;
  close: () => void;
}

/** The server speaks the contract: a JSON object with a string `type` is taken as its frame. */
const parseFrame = <Frame extends LiveFrame>(data: unknown): Frame | null => {
  try {
    const value = JSON.parse(String(data));
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
};

/**
 * One live channel that survives network losses and server restarts: it reconnects with a growing,
 * jittered delay (so that a restarted server is not hit by every client at once). The URL is built
 * again on each attempt, so the token is always the stored one; a 4401 refusal first runs the HTTP
 * client's refresh flow. 4403 and 4404 end the channel, as retrying cannot change them.
 */
export function openLiveSocket<Frame extends LiveFrame>({
  path,
  onFrame,
  onOpen,
  onStateChange,
}: LiveSocketOptions<Frame>): LiveSocket {
  let stopped = false;
  let refreshing: Promise<void> = Promise.resolve();
  const setState = (state: ConnectionState) => {
    if (!stopped) onStateChange?.(state);
  };

  const socket = new ReconnectingWebSocket(
    async () => {
      await refreshing;
      return socketUrl(path, getAccessToken() ?? '');
    },
    undefined,
    {
      minReconnectionDelay: 500 + Math.random() * 1000,
      maxReconnectionDelay: 8000,
      reconnectionDelayGrowFactor: 1.6,
      connectionTimeout: 5000,
    },
  );

  socket.addEventListener('open', () => {
    setState('open');
    if (!stopped) onOpen?.();
  });
  socket.addEventListener('message', (event) => {
    if (stopped) return;
    const frame = parseFrame<Frame>(event.data);
    // Spec section 8: an unparsable frame is only logged.
    if (frame) onFrame(frame);
    else console.warn('live channel: unparsable message', event.data);
  });
  socket.addEventListener('error', () => console.warn(`live channel ${path}: socket error`));
  socket.addEventListener('close', (event) => {
    if (stopped) return;
    if (FINAL_CLOSE_CODES.has(event.code)) {
      socket.close();
      setState('closed');
      return;
    }
    // The library has already scheduled the next attempt; its URL waits for this refresh.
    if (event.code === CLOSE.unauthorized) refreshing = refreshSession();
    setState('reconnecting');
  });

  return {
    send(frame) {
      if (socket.readyState !== ReconnectingWebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close() {
      stopped = true;
      socket.close(1000, 'Screen closed');
    },
  };
}
