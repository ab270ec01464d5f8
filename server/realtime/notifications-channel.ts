import type { FastifyBaseLogger } from 'fastify';
import { CLOSE, markReadInput } from '../../contract/live.js';
import { hasPermission } from '../../contract/permissions.js';
import type { Database } from '../db/client.js';
import type { Bus } from './bus.js';
import { type Channel, refuse } from './channel.js';
import { admit, type HandshakeDeps, isRefusal } from './handshake.js';
import { type Hub, inboxRoom, notInHistory, STAFF_ROOM } from './hub.js';
import { markNotificationRead, notificationHistory } from './notifications.js';
import { ERRORS } from './protocol.js';

interface InboxContext {
  userId: string;
}

/**
 * `/ws/notifications/`: a staff member's notifications as they are created, their read state, and
 * the review desk's claims of everyone.
 */
export function notificationsChannel(
  deps: HandshakeDeps & { db: Database; bus: Bus; hub: Hub; log: FastifyBaseLogger },
): Channel<InboxContext> {
  const { db, bus, hub, log } = deps;
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
          sendHistory().catch((error) => log.warn({ err: error }, 'notifications resync failed'));
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
      // Claims are news for every staff member; nothing of them is replayed on connect (the
      // transactions' own answers carry their claims).
      hub
        .join(STAFF_ROOM, connection, (event) => {
          if (event.type === 'claim') {
            connection.send({
              type: 'claim',
              transaction_id: event.transactionId,
              claimed_by: event.claimedBy,
            });
          }
        })
        .release(() => true);
      membership.release(
        notInHistory(await sendHistory(), (event) =>
          event.type === 'notification' ? event.notification : undefined,
        ),
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
