/** At most `limit` messages per window of `windowMs` on one connection (fixed windows). */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  return function allow(): boolean {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}

/**
 * One fixed-window limit per key (an account, across all its sockets). Windows that have ended
 * are dropped as they are passed, so the map holds only the keys active in the last window.
 */
export function createKeyedRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string): boolean {
    const time = now();
    for (const [other, window] of windows) {
      if (time - window.start < windowMs) break;
      windows.delete(other);
    }
    const window = windows.get(key);
    if (!window) {
      windows.set(key, { start: time, count: 1 });
      return 1 <= limit;
    }
    window.count += 1;
    return window.count <= limit;
  };
}
