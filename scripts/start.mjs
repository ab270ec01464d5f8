// `npm start`: builds whatever is missing or older than its sources, then starts the server
// (which applies migrations and seeds demo data into an empty database).
import { spawnSync } from 'node:child_process';
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

const run = (script) => {
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
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

const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
