import type { FastifyBaseLogger } from 'fastify';
import { isStaffRole, type StaffRole } from '../../contract/enums.js';
import { CLOSE, markReadInput, type Notification } from '../../contract/live.js';
import { hasPermission } from '../../contract/permissions.js';
import type { Database } from '../db/client.js';
import type { Bus } from './bus.js';
import { type Channel, refuse } from './channel.js';
import { admit, type HandshakeDeps, isRefusal } from './handshake.js';
import { type Hub, inboxRoom, notInHistory, readersRoom, STAFF_ROOM } from './hub.js';
import { markNotificationRead, notificationHistory } from './notifications.js';
import { ERRORS } from './protocol.js';

interface InboxContext {
  userId: string;
  role: StaffRole;
}

/**
 * A chat message brings its entry back with the same id and a new time: a version, not the id
 * alone, says whether the history already had it.
 */
const versionOf = (notification: Notification) => ({
  id: `${notification.id} ${notification.created_at}`,
});

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
      if (!isStaffRole(user.role) || !hasPermission(user.role, 'notifications.view')) {
        return refuse(connection, CLOSE.forbidden, 'Staff only');
      }
      const reader = { id: user.id, role: user.role };

      const sendHistory = async () => {
        const notifications = await notificationHistory(db, reader);
        connection.send({ type: 'notification_history', notifications });
        return notifications;
      };
      const news = hub.join(readersRoom(reader.role), connection, (event) => {
        if (event.type === 'notification') {
          connection.send({ type: 'notification', notification: event.notification });
        }
      });
      const inbox = hub.join(inboxRoom(reader.id), connection, (event) => {
        if (event.type === 'resync') {
          sendHistory().catch((error) => log.warn({ err: error }, 'notifications resync failed'));
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
      const history = await sendHistory();
      inbox.release(() => true);
      news.release(
        notInHistory(history.map(versionOf), (event) =>
          event.type === 'notification' ? versionOf(event.notification) : undefined,
        ),
      );
      return { userId: reader.id, role: reader.role };
    },

    async receive({ userId, role }, frame, connection) {
      const input = markReadInput.safeParse(frame);
      if (!input.success) {
        connection.send({ type: 'error', message: ERRORS.unknown });
        return;
      }
      const notification = await markNotificationRead(
        db,
        { id: userId, role },
        input.data.notification_id,
      );
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
        recipientId: userId,
        notification,
        originConnectionId: connection.id,
      });
    },
  };
}
