#!/usr/bin/env node
// `npm run bench:ui [-- --runs N]`: login → dashboard as a new visitor sees it, in Chromium on
// loopback, against the built server (run `npm run build` first; this builds nothing). The server
// starts on a free port with a fresh data folder and the demo seed. Each run is a new browser
// context (empty cache and storage): it opens /login, fills the form, and is timed from the click
// on Login until the dashboard's figures are on screen. Then each list in SCREENS opened from its
// address by a signed-in person in a new tab (empty cache, the session kept): timed from the
// navigation's start until its first page of rows is counted. Prints each run, medians and p90s.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
// The login route allows 30 attempts a minute per address; two warm-up runs come first.
const runs = Math.min(Number(values.runs), 25);
const WARM_UP = 2;
const ADMIN = { email: 'admin@example.com', password: 'admin1234' };
// A summary card exists only once the figures have arrived.
const FIGURES_SHOWN = 'section[aria-label="Users"]';
// Lists opened from their address; a list's footer counts its rows once they have arrived.
const SCREENS = ['/transactions', '/users', '/payments', '/disputes'];
const ROWS_COUNTED = /Showing \d+ to \d+ of/;

if (
  !existsSync(path.join(root, 'dist/server/main.js')) ||
  !existsSync(path.join(root, 'dist/app'))
) {
  console.error('The built server and app are missing: run `npm run build` first.');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitUntilUp(url, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 3 minutes');
}

/** One new visitor: opens /login, fills it, and times the click on Login to the figures. */
async function timeLogin(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const loginReady = performance.now() - opened;
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    // Both ends are read by the page's own clock: from the click event (not Playwright's checks
    // before it) to the first frame that shows the figures.
    const shown = page.evaluate(
      (selector) =>
        new Promise((resolve) => {
          let clickedAt;
          document.addEventListener('click', () => (clickedAt ??= performance.now()), true);
          const check = () =>
            clickedAt !== undefined && document.querySelector(selector)
              ? resolve(performance.now() - clickedAt)
              : requestAnimationFrame(check);
          check();
        }),
      FIGURES_SHOWN,
    );
    await page.getByRole('button', { name: 'Login' }).click();
    const toDashboard = await shown;
    return { loginReady, toDashboard };
  } finally {
    await context.close();
  }
}

/** A signed-in person's session (its token and cookie), for tabs that open an address directly. */
async function signIn(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator(FIGURES_SHOWN).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A new tab, cache empty, opening `address`: from the navigation's start to the rows counted. */
async function timeOpening(browser, baseURL, session, address) {
  const context = await browser.newContext({
    baseURL,
    storageState: session,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(address, { waitUntil: 'commit' });
    // The page's own clock starts with the navigation.
    await page.waitForFunction(
      (pattern) => new RegExp(pattern).test(document.body.innerText),
      ROWS_COUNTED.source,
      {
        polling: 'raf',
      },
    );
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(0)} ms`;

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gift-card-bench-ui-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  await waitUntilUp(`${baseURL}/api/v1/health`, server);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  for (let n = 0; n < WARM_UP; n += 1) await timeLogin(browser, baseURL);
  const results = [];
  for (let n = 1; n <= runs; n += 1) {
    const result = await timeLogin(browser, baseURL);
    results.push(result);
    console.log(
      `run ${String(n).padStart(2)}: login → dashboard ${ms(result.toDashboard).padStart(7)}   (/login ready ${ms(result.loginReady)})`,
    );
  }
  const toDashboard = results.map((r) => r.toDashboard).sort((a, b) => a - b);
  const loginReady = results.map((r) => r.loginReady).sort((a, b) => a - b);
  console.log(
    `login → dashboard over ${runs} runs (cold cache, Chromium, loopback): median ${ms(percentile(toDashboard, 0.5))}, p90 ${ms(percentile(toDashboard, 0.9))}`,
  );
  console.log(
    `/login ready (cold cache): median ${ms(percentile(loginReady, 0.5))}, p90 ${ms(percentile(loginReady, 0.9))}`,
  );
  const session = await signIn(browser, baseURL);
  for (const address of SCREENS) {
    await timeOpening(browser, baseURL, session, address);
    const times = [];
    for (let n = 0; n < runs; n += 1)
      times.push(await timeOpening(browser, baseURL, session, address));
    times.sort((a, b) => a - b);
    console.log(
      `${address} opened from its address (cold cache, signed in): median ${ms(percentile(times, 0.5))}, p90 ${ms(percentile(times, 0.9))}`,
    );
  }
} finally {
  await browser?.close();
  server.kill();
  await new Promise((resolve) =>
    server.exitCode !== null ? resolve() : server.once('exit', resolve),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
