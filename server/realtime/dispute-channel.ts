import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LimitFunction } from 'p-limit';
import { CLOSE, chatMessageInput } from '../../contract/live.js';
import { hasPermission } from '../../contract/permissions.js';
import type { Database } from '../db/client.js';
import { disputes } from '../db/schema.js';
import { isUuid } from '../lib/ids.js';
import type { Bus } from './bus.js';
import { type Channel, refuse } from './channel.js';
import { chatHistory, type Sender, storeChatMessage, validateChatText } from './chat.js';
import { admit, type HandshakeDeps, isRefusal } from './handshake.js';
import { disputeRoom, type Hub, notInHistory } from './hub.js';
import { ERRORS } from './protocol.js';

interface DisputeContext {
  userId: string;
  sender: Sender;
  disputeId: string;
}

/** `/ws/dispute/:id/`: the live chat of one dispute, for staff who may chat in disputes and the customer who owns it. */
export function disputeChannel(
  deps: HandshakeDeps & {
    db: Database;
    bus: Bus;
    hub: Hub;
    historyLimit: number;
    countChatMessage: () => void;
    /** Every chat write of this instance goes through it: see `chatWriteConcurrency`. */
    chatWrites: LimitFunction;
    log: FastifyBaseLogger;
  },
): Channel<DisputeContext> {
  const { db, bus, hub, historyLimit, countChatMessage, chatWrites, log } = deps;
  return {
    async open(connection, request) {
      const sender = await admit(request, connection, deps);
      if (isRefusal(sender)) return refuse(connection, sender.refused, sender.reason);
      const { id } = request.params as { id: string };
      const [dispute] = isUuid(id)
        ? await db
            .select({ customerId: disputes.customerId })
            .from(disputes)
            .where(eq(disputes.id, id))
        : [];
      if (!dispute) return refuse(connection, CLOSE.notFound, 'No such dispute');
      if (!hasPermission(sender.role, 'disputes.chat') && dispute.customerId !== sender.id) {
        return refuse(connection, CLOSE.forbidden, 'Not your dispute');
      }

      const sendHistory = async () => {
        const messages = await chatHistory(db, id, historyLimit);
        connection.send({ type: 'chat_history', messages });
        return messages;
      };
      const membership = hub.join(disputeRoom(id), connection, (event) => {
        if (event.type === 'chat_message') {
          connection.send({ type: 'chat_message', message: event.message });
        } else if (event.type === 'resync') {
          // Events may have been lost between instances: the app takes the history as the whole truth.
          sendHistory().catch((error) => log.warn({ err: error }, 'chat resync failed'));
        }
      });
      membership.release(
        notInHistory(await sendHistory(), (event) =>
          event.type === 'chat_message' ? event.message : undefined,
        ),
      );
      return { userId: sender.id, sender, disputeId: id };
    },

    async receive({ sender, disputeId }, frame, connection) {
      const input = chatMessageInput.safeParse(frame);
      if (!input.success) {
        const message =
          frame.type === 'chat_message'
            ? 'client_id must be a string of 1 to 100 characters.'
            : ERRORS.unknown;
        connection.send({ type: 'error', message });
        return;
      }
      const checked = validateChatText(input.data.message);
      if ('error' in checked) {
        connection.send({ type: 'error', message: checked.error });
        return;
      }
      const result = await chatWrites(async () => {
        // The embedded database answers within the same turn of the event loop: without this
        // yield, a queue of chat writes would run back to back and no HTTP request could be read.
        await nextTurn();
        return storeChatMessage(db, {
          disputeId,
          sender,
          text: checked.text,
          clientId: input.data.client_id,
        });
      });
      if (result.status === 'ended') {
        connection.close(CLOSE.unauthorized, 'Session ended');
      } else if (result.status === 'conflict') {
        connection.send({ type: 'error', message: result.error });
      } else if (result.status === 'duplicate') {
        // A resend of a stored message: the other participants already had it, only the sender
        // needs its answer (with the original id and time), and nobody is notified twice.
        connection.send({ type: 'chat_message', message: result.message });
      } else {
        countChatMessage();
        await result.publish(bus);
      }
    },
  };
}
