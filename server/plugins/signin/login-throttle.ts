import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Password checks one address may make on one account per window. */
export const MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 5;
/** Password checks one address may make on any accounts per window. */
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
/**
 * Failures of one account from every address together never lock it (a stranger could then lock
 * anyone out): past this many, each further check of that account waits a little longer instead.
 */
export const SLOWDOWN_AFTER_FAILURES = 5;
const SLOWDOWN_STEP_MS = 250;
export const MAX_SLOWDOWN_MS = 3_000;

const keysFor = (email: string, address: string) => {
  const account = email.toLowerCase();
  return {
    accountAndAddress: `account-address:${account}|${address}`,
    address: `address:${address}`,
    account: `account:${account}`,
  };
};

/** Adds one to each key's count in its current window (a fresh window when the last one ended). */
function countAttempt(db: Executor, keys: string[], now: Date) {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  return db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning();
}

/**
 * Takes one password check for this account from this address, in one atomic statement, so
 * parallel attempts cannot all pass a check made before any of them is counted. Answers the
 * seconds to wait when the account-and-address or the address has used up its window, else 0.
 */
export async function reserveLoginAttempt(
  db: Database,
  email: string,
  address: string,
  now = new Date(),
): Promise<number> {
  const keys = keysFor(email, address);
  const rows = await countAttempt(db, [keys.accountAndAddress, keys.address], now);
  let wait = 0;
  for (const row of rows) {
    const limit =
      row.key === keys.address ? MAX_ATTEMPTS_PER_ADDRESS : MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS;
    if (row.failures > limit) {
      const windowEnd = row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS;
      wait = Math.max(wait, Math.ceil((windowEnd - now.getTime()) / 1000));
    }
  }
  return wait;
}

/** Takes one attempt (see reserveLoginAttempt), or refuses with 429 and Retry-After. */
export async function assertLoginAllowed(db: Database, email: string, address: string) {
  const wait = await reserveLoginAttempt(db, email, address);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
      undefined,
      { 'retry-after': String(wait) },
    );
  }
}

/**
 * The throttle key of second-factor codes: counted like passwords, on their own key so that
 * the password that started the sign-in does not use up the codes' allowance.
 */
export const secondFactorKey = (email: string) => `2fa:${email}`;

/** Waits longer the more this account failed recently, from whatever addresses. */
export async function slowDownAfterFailures(db: Database, email: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, keysFor(email, '').account));
  if (!row || row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS <= now.getTime()) return;
  const excess = row.failures - SLOWDOWN_AFTER_FAILURES;
  if (excess > 0) await sleep(Math.min(excess * SLOWDOWN_STEP_MS, MAX_SLOWDOWN_MS));
}

export async function recordLoginFailure(db: Executor, email: string, now = new Date()) {
  await countAttempt(db, [keysFor(email, '').account], now);
}

/**
 * A successful sign-in: the account's failures are forgiven, and its own check no longer counts
 * against the address (people behind one office address all sign in every morning).
 */
export async function recordLoginSuccess(db: Database, email: string, address: string) {
  const keys = keysFor(email, address);
  await db
    .delete(loginFailures)
    .where(inArray(loginFailures.key, [keys.accountAndAddress, keys.account]));
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, keys.address));
}
