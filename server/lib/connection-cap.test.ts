import { describe, expect, it } from 'vitest';
import { proxyPeers } from './connection-cap.js';

describe('the peers whose connections the per-address cap does not count', () => {
  it('are the proxies TRUST_PROXY believes, and only those', () => {
    expect(proxyPeers(false)('10.0.0.1')).toBe(false);
    // A hop count: nothing reaches the server but through the proxies.
    expect(proxyPeers(1)('203.0.113.9')).toBe(true);
    const listed = proxyPeers(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(['10.20.30.40', '::ffff:10.0.0.1', '192.168.1.7', 'fd00::1'].map(listed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['192.168.1.8', '127.0.0.1', '203.0.113.9', '::1'].map(listed)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
