import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/live.js';
import { type BusEvent, createLocalBus } from './bus.js';
import type { Connection } from './connection.js';
import { createHub, disputeRoom, inboxRoom, notInHistory } from './hub.js';

const connection: Connection = {
  id: 'c1',
  send: () => {},
  close: () => {},
  onClose: () => {},
};

const chat = (id: string): BusEvent => ({
  type: 'chat_message',
  disputeId: 'd1',
  message: { id, message: id } as ChatMessage,
});

describe('hub', () => {
  it('after the history, delivers once each event held meanwhile that the history lacked', async () => {
    const bus = createLocalBus();
    const hub = createHub(bus);
    const delivered: string[] = [];
    const membership = hub.join(disputeRoom('d1'), connection, (event) => {
      if (event.type === 'chat_message') delivered.push(event.message.id);
    });
    // Published while the history was read: m1 made it into the history, m2 was too late.
    await bus.publish(chat('m1'));
    await bus.publish(chat('m2'));
    expect(delivered).toEqual([]);
    membership.release(
      notInHistory([{ id: 'm0' }, { id: 'm1' }], (event) =>
        event.type === 'chat_message' ? event.message : undefined,
      ),
    );
    await bus.publish(chat('m3'));
    expect(delivered).toEqual(['m2', 'm3']);
    hub.close();
  });

  it('hands each recipient of a fan-out its own notification, and nobody else', async () => {
    const bus = createLocalBus();
    const hub = createHub(bus);
    const received = new Map<string, string[]>();
    for (const userId of ['u1', 'u2', 'u3']) {
      received.set(userId, []);
      hub
        .join(inboxRoom(userId), connection, (event) => {
          if (event.type === 'notification') received.get(userId)?.push(event.notification.id);
        })
        .release(() => true);
    }
    await bus.publish({
      type: 'notifications',
      notification: {
        message: 'm',
        created_at: new Date(0).toISOString(),
        is_read: false,
        kind: 'dispute_opened',
        subject_id: null,
      },
      // u4 has no socket on this instance.
      recipients: [
        ['u1', 'n1'],
        ['u2', 'n2'],
        ['u4', 'n4'],
      ],
    });
    expect(Object.fromEntries(received)).toEqual({ u1: ['n1'], u2: ['n2'], u3: [] });
    hub.close();
  });
});
