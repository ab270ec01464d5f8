import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, test as base, expect, request } from '@playwright/test';
import { enterShared } from './alone';

/** The demo seed's staff accounts (server/seed/staff.ts), one per role. */
export const DEMO_STAFF = {
  admin: { email: 'admin@example.com', password: 'admin1234' },
  reviewer: { email: 'reviewer@example.com', password: 'reviewer1234' },
  finance: { email: 'finance@example.com', password: 'finance1234' },
  support: { email: 'support@example.com', password: 'support1234' },
} as const;

export type StaffRole = keyof typeof DEMO_STAFF;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Where sign-in.setup.ts keeps what the browser holds once `role` signed in on the login page:
 * in this run's output folder, which Playwright empties when a run starts.
 */
export const sessionFile = (role: StaffRole) =>
  path.join(base.info().project.outputDir, '.sessions', `${role}.json`);

/**
 * What the browser holds once `role` signed in, with a session of its own: the app's stored
 * account as the login page left it (sign-in.setup.ts), and a fresh access token and refresh
 * cookie from a sign-in over the API. A test that signs out, refreshes or outlives the token's
 * 15 minutes ends or rotates only its own session; one shared refresh cookie would be rotated by
 * the first test that refreshes and then refused to every other as a replay.
 */
export async function freshSession(role: StaffRole, baseURL: string): Promise<StorageState> {
  const saved: StorageState = JSON.parse(await readFile(sessionFile(role), 'utf8'));
  const api = await request.newContext({ baseURL });
  try {
    const answer = await api.post('/api/v1/auth/login/', { data: DEMO_STAFF[role] });
    expect(answer.ok(), `sign-in of the demo ${role}`).toBe(true);
    const token: string = (await answer.json()).data.access_token;
    const origins = saved.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) =>
        item.name === 'accessToken' ? { ...item, value: token } : item,
      ),
    }));
    expect(
      origins.flatMap(({ localStorage }) => localStorage).find(({ name }) => name === 'accessToken')
        ?.value,
      `the ${role}'s stored session holds an access token`,
    ).toBe(token);
    return { cookies: (await api.storageState()).cookies, origins };
  } finally {
    await api.dispose();
  }
}

/**
 * Playwright's test, for every spec file. `test.use({ signedInAs: 'admin' })` starts each test's
 * browser signed in as that demo account (see freshSession), on no page yet: the test opens the
 * one it needs. Without it a test starts signed out, as on a new browser. Every test waits while
 * a file that runs alone runs (alone.ts).
 */
export const test = base.extend<{ signedInAs: StaffRole | null; besideOthers: undefined }>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState, baseURL }, use) => {
    await use(signedInAs ? await freshSession(signedInAs, baseURL as string) : storageState);
  },
  besideOthers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture uses from this pattern; this one uses nothing.
    async ({}, use, testInfo) => {
      const leave = await enterShared(testInfo.project.outputDir);
      try {
        await use(undefined);
      } finally {
        leave();
      }
    },
    // Waiting for a file that runs alone is not the test's own time.
    { auto: true, timeout: 600_000 },
  ],
});

export { expect };
