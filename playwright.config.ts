import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// scripts/e2e.mjs picks a free port and a fresh data folder. When Playwright runs on its own,
// they are chosen here; workers inherit them through the environment, so every process of the
// run agrees on them.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gift-card-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Both cores, in CI too: files that change what others count run alone (tests/e2e/alone.ts).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // One test walks every sidebar entry with an axe-core check on each page.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs every test a sixth of its CPU, kept or not: a failure keeps its
    // screenshot and page snapshot (error-context.md), and CI's retry of it records the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // As a reader who asked for less motion (index.html): no test waits for a transition, and no
    // spinner keeps the renderer drawing frames while a test waits (13% less CPU for the suite).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium: the project never downloads a browser of its own.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A test's page lives seconds: V8's top optimizing tier (TurboFan) costs more CPU than
        // it gives back in that time. Maglev, the tier below, stays (12% less CPU for the suite).
        '--js-flags=--max-opt=2',
      ],
    },
  },
  projects: [
    // Each demo account signs in once on the login page (tests/e2e/sign-in.setup.ts); the tests
    // that only need to be signed in start from that (tests/e2e/session.ts).
    {
      name: 'setup',
      testMatch: /\.setup\.ts$/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'] },
    },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'npm run serve',
    url: `${baseURL}/api/v1/health`,
    // The demo seed writes a few thousand rows before the server listens.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED: 'demo',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every browser test signs in from 127.0.0.1, two workers at a time: more than the 30 a
      // minute one address may send in production. The limit itself is a server test.
      AUTH_REQUESTS_PER_MINUTE: '1000',
    },
  },
});
