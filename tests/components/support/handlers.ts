import { ws } from 'msw';
import { liveChannelsHandler } from './liveSockets';

const notificationsChannel = ws.link('ws://*/ws/notifications/');

/**
 * What every component test's API answers unless the test says otherwise: every live channel
 * connects (and is recorded), and the notifications channel has no history.
 */
export const handlers = [
  liveChannelsHandler,
  notificationsChannel.addEventListener('connection', ({ client }) => {
    client.send(JSON.stringify({ type: 'notification_history', notifications: [] }));
  }),
];
