#!/usr/bin/env node
// `npm run size`: the JavaScript a browser downloads for a cold /login, measured on the built app
// (dist/app; builds nothing). It reads index.html, follows the scripts and module preloads it
// names and their static imports (what the browser fetches before the page runs; dynamic imports
// are the lazy screens), and sums their brotli sizes, as the server sends them.
//
// Then the same for the app with MORE_RESOURCES more declared resources: a copy of the repository
// (its files as they are now, with node_modules linked) gets them as `npm run add:resource` writes
// them, and is built. /login must not grow with resources: each one's declaration, texts, registry
// entry and rules load after sign-in. Exits 1 when either is over the budget or the second grew.
// `npm run size -- <folder>` measures another built app folder, without the second measure.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

const BUDGET_BYTES = 200_000;
const MORE_RESOURCES = 20;
// The file names inside the chunks (their content hashes) change with the build; a few bytes of
// their compression may too.
const SAME_WITHIN_BYTES = 200;
const root = path.resolve(import.meta.dirname, '..');

/** Files the page itself names: its module scripts and module preloads. */
const pageScripts = (html) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => tag.match(/\b(?:src|href)="([^"]+)"/)?.[1])
    .filter((url) => url?.startsWith('/'));

/** What the server sends: the file written at build time, or the same compression done here. */
const brotliSize = (file) =>
  existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(readFileSync(file)).length;

/** /login's files in a built app folder, by URL, with their raw and brotli sizes. */
const loginFiles = (appDir) => {
  const queue = pageScripts(readFileSync(path.join(appDir, 'index.html'), 'utf8'));
  const loaded = new Map();
  while (queue.length > 0) {
    const url = queue.shift();
    if (loaded.has(url)) continue;
    const file = path.join(appDir, url);
    const source = readFileSync(file, 'utf8');
    loaded.set(url, { raw: Buffer.byteLength(source), brotli: brotliSize(file) });
    const [imports] = parse(source);
    for (const { n: specifier, d: dynamicAt } of imports) {
      const isStatic = dynamicAt === -1;
      if (isStatic && specifier?.startsWith('.')) {
        queue.push(path.posix.join(path.posix.dirname(url), specifier));
      }
    }
  }
  return [...loaded].sort(([, a], [, b]) => b.brotli - a.brotli);
};

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const totalOf = (files) => files.reduce((sum, [, { brotli }]) => sum + brotli, 0);
const verdict = (total) =>
  `${total <= BUDGET_BYTES ? 'within' : 'OVER'} the budget of ${kB(BUDGET_BYTES)}`;

/** A copy of the repository's files as they are now, with MORE_RESOURCES more resources, built. */
const buildWithMoreResources = () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'gift-card-size-'));
  const run = (command, args) =>
    execFileSync(command, args, { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
    },
  );
  const archive = execFileSync('tar', ['--null', '--files-from=-', '-cf', '-'], {
    cwd: root,
    input: files,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-xf', '-'], { cwd: copy, input: archive });
  // A worktree's node_modules may itself be a link the copy has already.
  if (!existsSync(path.join(copy, 'node_modules'))) {
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  }
  run('npx', ['tsx', 'scripts/scaffold-resources.ts', String(MORE_RESOURCES)]);
  run('npx', ['vite', 'build']);
  return copy;
};

await init;
const argument = process.argv[2];
const appDir = path.resolve(root, argument ?? 'dist/app');
if (!existsSync(path.join(appDir, 'index.html'))) {
  console.error(
    `${path.relative(root, appDir)}/index.html is missing: run \`npm run build\` first.`,
  );
  process.exit(2);
}

const today = loginFiles(appDir);
for (const [url, { raw, brotli }] of today) {
  console.log(`${kB(brotli).padStart(10)}  ${kB(raw).padStart(10)} raw  ${url}`);
}
const total = totalOf(today);
console.log(
  `/login cold: ${kB(total)} of JavaScript (brotli) in ${today.length} files, ${verdict(total)}`,
);
if (argument) process.exit(total <= BUDGET_BYTES ? 0 : 1);

console.log(`Building a copy with ${MORE_RESOURCES} more declared resources…`);
const copy = buildWithMoreResources();
const more = loginFiles(path.join(copy, 'dist/app'));
rmSync(copy, { recursive: true, force: true });
const moreTotal = totalOf(more);
const grew = moreTotal - total > SAME_WITHIN_BYTES;
console.log(
  `/login cold with ${MORE_RESOURCES} more resources: ${kB(moreTotal)} in ${more.length} files, ${verdict(moreTotal)}, ${grew ? `GREW by ${kB(moreTotal - total)}` : 'the same'}`,
);
process.exit(total <= BUDGET_BYTES && moreTotal <= BUDGET_BYTES && !grew ? 0 : 1);
