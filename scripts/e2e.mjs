#!/usr/bin/env node
// Browser tests: builds the app and the server (unless --no-build or E2E_SKIP_BUILD=1), then runs
// Playwright, which starts `npm run serve` on a free port with a fresh PGlite folder and the demo
// seed. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build') || process.env.E2E_SKIP_BUILD === '1';
const playwrightArgs = args.filter((arg) => arg !== '--no-build');

const run = (command, commandArgs, env = process.env) => {
  const { status, signal } = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  return signal ? 1 : (status ?? 1);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

if (!skipBuild) {
  const status = run('npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'gift-card-e2e-'));
const env = { ...process.env, E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir };
let status;
try {
  status = run('npx', ['playwright', 'test', ...playwrightArgs], env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
