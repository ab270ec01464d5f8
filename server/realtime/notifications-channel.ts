import { CLOSE, markReadInput } from '../../contract/live.js';
import { hasPermission } from '../../contract/permissions.js';
import type { Database } from '../db/client.js';
import type { Bus } from './bus.js';
import { type Channel, refuse } from './channel.js';
import { admit, type HandshakeDeps, isRefusal } from './handshake.js';
import { type Hub, inboxRoom } from './hub.js';
import { markNotificationRead, notificationHistory } from './notifications.js';
import { ERRORS } from './protocol.js';

interface InboxContext {
  userId: string;
}

/** `/ws/notifications/`: a staff member's notifications as they are created, and their read state. */
export function notificationsChannel(
  deps: HandshakeDeps & { db: Database; bus: Bus; hub: Hub },
): Channel<InboxContext> {
  const { db, bus, hub } = deps;
  return {
    async open(connection, request) {
      const user = await admit(request, connection, deps);
      if (isRefusal(user)) return refuse(connection, user.refused, user.reason);
      if (!hasPermission(user.role, 'notifications.view')) {
        return refuse(connection, CLOSE.forbidden, 'Staff only');
      }

      const sendHistory = async () => {
        const notifications = await notificationHistory(db, user.id);
        connection.send({ type: 'notification_history', notifications });
        return notifications;
      };
      const membership = hub.join(inboxRoom(user.id), connection, (event) => {
        if (event.type === 'resync') {
          sendHistory().catch((error) =>
            request.log.warn({ err: error }, 'notifications resync failed'),
          );
        } else if (event.type === 'notification') {
          connection.send({ type: 'notification', notification: event.notification });
        } else if (
          event.type === 'notification_read' &&
          event.originConnectionId !== connection.id
        ) {
          // The answer the app already understands: the entry becomes read in every open tab.
          connection.send({
            type: 'mark_notification_read_response',
            status: 'success',
            notification: event.notification,
          });
        }
      });
      const notifications = await sendHistory();
      const sent = new Set(notifications.map((notification) => notification.id));
      membership.release(
        (event) => event.type !== 'notification' || !sent.has(event.notification.id as string),
      );
      return { userId: user.id };
    },

    async receive({ userId: adminId }, frame, connection) {
      const input = markReadInput.safeParse(frame);
      if (!input.success) {
        connection.send({ type: 'error', message: ERRORS.unknown });
        return;
      }
      const notification = await markNotificationRead(db, adminId, input.data.notification_id);
      if (!notification) {
        connection.send({
          type: 'mark_notification_read_response',
          status: 'error',
          message: 'Notification not found.',
        });
        return;
      }
      connection.send({ type: 'mark_notification_read_response', status: 'success', notification });
      await bus.publish({
        type: 'notification_read',
        recipientId: adminId,
        notification,
        originConnectionId: connection.id,
      });
    },
  };
}
