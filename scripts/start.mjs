// `npm start`: builds whatever is missing or older than its sources, then starts the server
// (which applies migrations and seeds demo data into an empty database).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (latest, entry) => Math.max(latest, newest(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = (file) =>
  existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0;

// A build says one line when it works; its whole output only when it fails.
const run = (script) => {
  const started = Date.now();
  process.stdout.write(`npm run ${script}... `);
  const result = spawnSync('npm', ['run', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write('failed:\n');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

if (builtAt('dist/server/main.js') < Math.max(newest('server'), newest('contract'))) {
  run('build:server');
}
if (
  builtAt('dist/app/index.html') <
  Math.max(newest('src'), newest('contract'), newest('index.html'), newest('vite.config.ts'))
) {
  run('build:app');
}

// The server runs as a child that gets the signals `npm start` gets (Ctrl+C, or a kill of this
// process's id), so that it closes and frees the port; this process exits when it has. npm hands
// a signal to the shell of its script, which would die without passing it on: the script `exec`s
// this file (package.json), so that npm's SIGTERM reaches it.
// MALLOC_MMAP_THRESHOLD_ as in `npm run serve` (package.json): see "Memory" in docs/architecture.md.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
