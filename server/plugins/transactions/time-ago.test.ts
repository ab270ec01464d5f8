import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.js';

describe('time ago', () => {
  const now = new Date('2025-01-05T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('names the largest whole unit', () => {
    expect(timeAgo(ago(10), now)).toBe('just now');
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(2 * 86400 + 100), now)).toBe('2 days ago');
    expect(timeAgo(ago(400 * 86400), now)).toBe('1 year ago');
  });
});
