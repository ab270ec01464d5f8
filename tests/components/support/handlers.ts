import { ws } from 'msw';

const notificationsChannel = ws.link('ws://*/ws/notifications/');

/**
 * What every component test's API answers unless the test says otherwise: a signed-in layout's
 * live notifications channel connects and has no history.
 */
export const handlers = [
  notificationsChannel.addEventListener('connection', ({ client }) => {
    client.send(JSON.stringify({ type: 'notification_history', notifications: [] }));
  }),
];
