import { ws } from 'msw';

/** One connection the app opened to a live channel, as the faked server holds it. */
export interface LiveConnection {
  /** The address the app connected to, with its token. */
  url: string;
  /** Frames the app sent, parsed. */
  sent: Record<string, unknown>[];
  /** A frame from the server. */
  receive(frame: object): void;
  /** The server ends the connection, e.g. 1012 for a restart or 4401 for a refused token. */
  drop(code?: number, reason?: string): void;
  /** The chat frames the app sent. */
  chatFrames(): Record<string, unknown>[];
}

/** Every connection to the app's live channels since the test started, newest last. */
export const liveConnections: LiveConnection[] = [];

/** The newest connection; a test that expects one and finds none fails. */
export const latestConnection = () => {
  const connection = liveConnections.at(-1);
  if (!connection) throw new Error('No live channel was opened');
  return connection;
};

/**
 * The shared handler of every live channel (`/ws/...`): MSW accepts the app's WebSocket as the
 * server would and records it in `liveConnections`, which the setup empties after each test.
 */
export const liveChannelsHandler = ws
  .link('ws://*/ws/*')
  .addEventListener('connection', ({ client }) => {
    const sent: Record<string, unknown>[] = [];
    client.addEventListener('message', (event) => {
      sent.push(JSON.parse(String(event.data)));
    });
    liveConnections.push({
      url: client.url.href,
      sent,
      receive: (frame) => client.send(JSON.stringify(frame)),
      drop: (code = 1006, reason = '') => client.close(code, reason),
      chatFrames: () => sent.filter(({ type }) => type === 'chat_message'),
    });
  });
