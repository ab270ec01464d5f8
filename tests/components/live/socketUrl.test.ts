import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketUrl, wsBaseUrl } from '../../../src/live/socketUrl';

afterEach(() => vi.unstubAllEnvs());

describe('live channel addresses', () => {
  it('default to the page host under /ws, secure when the page is', () => {
    vi.stubEnv('VITE_WS_URL', '');
    expect(wsBaseUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
    expect(wsBaseUrl({ protocol: 'https:', host: 'admin.example.com' })).toBe(
      'wss://admin.example.com/ws',
    );
  });

  it('follow VITE_WS_URL when set', () => {
    vi.stubEnv('VITE_WS_URL', 'wss://api.example.com/ws');
    expect(wsBaseUrl({ protocol: 'http:', host: 'localhost' })).toBe('wss://api.example.com/ws');
  });

  it('carry the access token as the token parameter', () => {
    expect(socketUrl('/dispute/42/', 'a.b+c', 'ws://host/ws/')).toBe(
      'ws://host/ws/dispute/42/?token=a.b%2Bc',
    );
  });
});
