import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/live';
import { capped, unreadFirst, withArrived, withUpdated } from '../../../src/live/notificationList';

const note = (id: number, is_read = false): Notification => ({
  id: String(id),
  message: `Message ${id}`,
  message_code: null,
  message_params: null,
  created_at: new Date(2025, 0, id).toISOString(),
  is_read,
  kind: 'dispute_opened',
  subject_id: null,
});

describe('live notification list', () => {
  it('puts a new arrival first and keeps at most 15', () => {
    const full = Array.from({ length: 15 }, (_, index) => note(15 - index));
    const list = withArrived(full, note(16));
    expect(list).toHaveLength(15);
    expect(list[0].id).toBe('16');
    expect(list.at(-1)?.id).toBe('2');
  });

  it('does not repeat a notification it already has', () => {
    const list = withArrived([note(2), note(1)], note(1));
    expect(list.map(({ id }) => id)).toEqual(['1', '2']);
  });

  it('replaces an updated notification in place', () => {
    const list = withUpdated([note(2), note(1)], note(1, true));
    expect(list).toEqual([note(2), note(1, true)]);
  });

  it('caps a history to 15', () => {
    expect(capped(Array.from({ length: 20 }, (_, index) => note(index)))).toHaveLength(15);
  });
});

describe('notifications screen order', () => {
  it('puts unread first, each group newest first', () => {
    const list = unreadFirst([note(1), note(4, true), note(3), note(2, true)]);
    expect(list.map(({ id }) => id)).toEqual(['3', '1', '4', '2']);
  });
});
