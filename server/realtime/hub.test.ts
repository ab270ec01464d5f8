import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../contract/enums.js';
import type { ChatMessage } from '../../contract/live.js';
import { type BusEvent, createLocalBus } from './bus.js';
import type { Connection } from './connection.js';
import { createHub, disputeRoom, notInHistory, readersRoom } from './hub.js';

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

  it('hands a notification to the sockets of the roles that may read it, and nobody else', async () => {
    const bus = createLocalBus();
    const hub = createHub(bus);
    const received = new Map<StaffRole, string[]>();
    for (const role of ['admin', 'support', 'finance'] as const) {
      received.set(role, []);
      hub
        .join(readersRoom(role), connection, (event) => {
          if (event.type === 'notification') received.get(role)?.push(event.notification.id);
        })
        .release(() => true);
    }
    await bus.publish({
      type: 'notification',
      notification: {
        id: 'n1',
        message: 'm',
        message_code: null,
        message_params: null,
        created_at: new Date(0).toISOString(),
        is_read: false,
        kind: 'dispute_opened',
        subject_id: null,
      },
      // Nobody of the reviewer role has a socket on this instance.
      readers: ['admin', 'reviewer', 'support'],
    });
    expect(Object.fromEntries(received)).toEqual({ admin: ['n1'], support: ['n1'], finance: [] });
    hub.close();
  });
});
