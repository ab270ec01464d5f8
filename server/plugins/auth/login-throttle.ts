import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const keysFor = (email: string, address: string) => ({
  account: `account:${email.toLowerCase()}`,
  address: `address:${address}`,
});

/**
 * Failed logins are counted in the database, per account and per client address, so that every
 * server instance throttles the same attacker. Returns the seconds to wait, or 0 when allowed.
 */
export async function loginRetryAfter(
  db: Database,
  email: string,
  address: string,
  now = new Date(),
): Promise<number> {
  const keys = keysFor(email, address);
  const rows = await db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.account, keys.address]));
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === keys.account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_ADDRESS;
    const windowEnd = row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS;
    if (row.failures >= limit && windowEnd > now.getTime()) {
      wait = Math.max(wait, Math.ceil((windowEnd - now.getTime()) / 1000));
    }
  }
  return wait;
}

export async function recordLoginFailure(
  db: Database,
  email: string,
  address: string,
  now = new Date(),
) {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  for (const key of Object.values(keysFor(email, address))) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart.toISOString()} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
        },
      });
  }
}

export async function clearAccountFailures(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, keysFor(email, '').account));
}
