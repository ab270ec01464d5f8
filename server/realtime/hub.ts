import type { StaffRole } from '../../contract/enums.js';
import type { Bus, BusEvent } from './bus.js';
import type { Connection } from './connection.js';

export const disputeRoom = (disputeId: string) => `dispute:${disputeId}`;
export const inboxRoom = (userId: string) => `inbox:${userId}`;
export const accountRoom = (userId: string) => `account:${userId}`;
/** Every staff member's notifications socket: news for all of them, such as review desk claims. */
export const STAFF_ROOM = 'staff';
/** The notifications sockets of one staff role: the readers of the notifications it may open. */
export const readersRoom = (role: StaffRole) => `readers:${role}`;

/** The rooms an event is for; null for one every room hears. */
function roomsOf(event: BusEvent): string[] | null {
  switch (event.type) {
    case 'resync':
      return null;
    case 'chat_message':
      return [disputeRoom(event.disputeId)];
    case 'account_changed':
      return [accountRoom(event.userId)];
    case 'claim':
      return [STAFF_ROOM];
    case 'notification':
      return event.readers.map(readersRoom);
    case 'notification_read':
      return [inboxRoom(event.recipientId)];
  }
}

export interface Membership {
  /**
   * Delivers the events held back since joining, those `keep` accepts, then every later one as it
   * comes. Joining before reading the history and releasing after sending it loses nothing
   * between the two, and `keep` drops what the history already contained.
   */
  release(keep: (event: BusEvent) => boolean): void;
}

/**
 * The `keep` of `release` for a socket just sent its history: drops the held events whose item
 * (`itemOf`) the history already had. The ids live in this function's scope, not the channel's,
 * so they are collected once released: a socket does not grow with the history it was sent.
 */
export function notInHistory(
  history: readonly { id: unknown }[],
  itemOf: (event: BusEvent) => { id: unknown } | undefined,
) {
  const sent = new Set(history.map((item) => item.id));
  return (event: BusEvent) => {
    const item = itemOf(event);
    return item === undefined || !sent.has(item.id);
  };
}

/**
 * This instance's sockets, by room; the bus brings each room its events from every instance.
 * While the bus is away, another instance's `account_changed` (a logout, a deactivation) may be
 * lost: each event then waits for `recheckSessions` (a check of every socket's session begun after
 * the event arrived), so that no socket of an ended session is sent anything, in order.
 */
export function createHub(bus: Bus, options: { recheckSessions?: () => Promise<void> } = {}) {
  const rooms = new Map<string, Set<(event: BusEvent) => void>>();
  const deliver = (event: BusEvent) => {
    const names = roomsOf(event);
    const audience = names === null ? [...rooms.values()] : names.map((name) => rooms.get(name));
    for (const members of audience) for (const listener of members ?? []) listener(event);
  };
  let afterRecheck = Promise.resolve();
  const unsubscribe = bus.subscribe((event) => {
    const { recheckSessions } = options;
    if (!recheckSessions || bus.connected()) return deliver(event);
    afterRecheck = afterRecheck.then(recheckSessions).then(() => deliver(event));
  });

  function join(
    room: string,
    connection: Connection,
    deliver: (event: BusEvent) => void,
  ): Membership {
    let held: BusEvent[] | null = [];
    const listener = (event: BusEvent) => (held ? held.push(event) : deliver(event));
    const members = rooms.get(room) ?? new Set();
    members.add(listener);
    rooms.set(room, members);
    connection.onClose(() => {
      members.delete(listener);
      if (members.size === 0 && rooms.get(room) === members) rooms.delete(room);
    });
    return {
      release(keep) {
        const events = held ?? [];
        held = null;
        for (const event of events) if (keep(event)) deliver(event);
      },
    };
  }

  /** How many sockets of this instance are in the room. */
  const size = (room: string) => rooms.get(room)?.size ?? 0;

  return { join, size, close: unsubscribe };
}

export type Hub = ReturnType<typeof createHub>;
