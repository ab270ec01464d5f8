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
