import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin.js';
import { createRateLimiter } from './rate-limit.js';

describe('originAllowed', () => {
  const configured = ['https://admin.example.com'];
  it('lets through clients without Origin (not browsers) and the server’s own origin', () => {
    expect(originAllowed(undefined, 'api.example.com', configured)).toBe(true);
    expect(originAllowed('http://localhost:8000', 'localhost:8000', configured)).toBe(true);
    expect(originAllowed('https://API.example.com:443', 'api.example.com', configured)).toBe(true);
  });
  it('allows configured origins and refuses the rest', () => {
    expect(originAllowed('https://admin.example.com', 'api.example.com', configured)).toBe(true);
    expect(originAllowed('https://evil.example.com', 'api.example.com', configured)).toBe(false);
    expect(originAllowed('http://localhost:5173', 'localhost:8000', configured)).toBe(false);
    expect(originAllowed('null', 'api.example.com', configured)).toBe(false);
  });
});

describe('createRateLimiter', () => {
  it('allows the limit per window, then again in the next window', () => {
    let now = 0;
    const allow = createRateLimiter(2, 1_000, () => now);
    expect([allow(), allow(), allow()]).toEqual([true, true, false]);
    now = 1_000;
    expect(allow()).toBe(true);
  });
});
