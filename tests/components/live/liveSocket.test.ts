import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type ConnectionState, openLiveSocket } from '../../../src/live/liveSocket';
import * as session from '../../../src/live/refreshSession';
import { latestConnection, liveConnections } from '../support/liveSockets';

// Spied on rather than mocked with vi.mock: the test files share their modules (the app project
// runs them without isolation), so a module mock could miss a socket module already loaded.
let refreshSession: MockInstance<typeof session.refreshSession>;

const states: ConnectionState[] = [];
let close: () => void;

const open = () => {
  const socket = openLiveSocket({
    path: '/notifications/',
    onFrame: () => {},
    onStateChange: (state) => states.push(state),
  });
  close = socket.close;
  return socket;
};

const socketNumber = async (count: number) => {
  await waitFor(() => expect(liveConnections).toHaveLength(count), { timeout: 4000 });
  return latestConnection();
};

beforeEach(() => {
  refreshSession = vi.spyOn(session, 'refreshSession').mockResolvedValue(undefined);
  states.length = 0;
  localStorage.setItem('accessToken', 'first');
});
afterEach(() => {
  close();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('live socket', () => {
  it('reconnects after a drop with the token stored at that moment', async () => {
    open();
    const first = await socketNumber(1);
    await waitFor(() => expect(states).toEqual(['open']));
    localStorage.setItem('accessToken', 'second');
    first.drop(1012);
    await waitFor(() => expect(states).toEqual(['open', 'reconnecting']));
    const second = await socketNumber(2);
    expect(second.url).toMatch(/\?token=second$/);
  });

  it('after a 4401 runs the refresh flow first, then uses the new token', async () => {
    refreshSession.mockImplementation(async () => {
      localStorage.setItem('accessToken', 'refreshed');
    });
    open();
    const first = await socketNumber(1);
    first.drop(4401);
    await waitFor(() => expect(refreshSession).toHaveBeenCalledTimes(1));
    const second = await socketNumber(2);
    expect(second.url).toMatch(/\?token=refreshed$/);
  });

  it('gives up on 4403 and 4404, where retrying cannot help', async () => {
    open();
    const first = await socketNumber(1);
    await waitFor(() => expect(states).toEqual(['open']));
    first.drop(4404);
    await waitFor(() => expect(states).toEqual(['open', 'closed']));
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(liveConnections).toHaveLength(1);
  });

  it('sends only while open: the caller keeps what could not go', async () => {
    const socket = open();
    expect(socket.send({ type: 'ping' })).toBe(false);
    const first = await socketNumber(1);
    await waitFor(() => expect(states).toEqual(['open']));
    expect(socket.send({ type: 'ping' })).toBe(true);
    await waitFor(() => expect(first.sent).toEqual([{ type: 'ping' }]));
  });
});
