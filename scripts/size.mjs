#!/usr/bin/env node
// `npm run size`: the JavaScript a browser downloads for a cold /login, measured on the built app
// (dist/app; builds nothing). It reads index.html, follows the scripts and module preloads it
// names and their static imports (what the browser fetches before the page runs; dynamic imports
// are the lazy screens), and sums their brotli sizes, as the server sends them. Exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

// Was 200 kB. Measured again on 2026-11-28: the commit before brands were declared already sent
// 221 kB (zod was in /login's vendor chunk through contract/enums.ts and permissions.ts); brands'
// and staff's declarations, read at start by the permissions, paths and texts, add 10 kB (231 kB),
// and each declared resource since adds its English texts and registry entry (KYC tiers, service
// levels, payouts: 234 kB). 245 kB leaves room for a few scaffolded resources. Back to 200 needs
// /login free of zod (enums as plain lists, declarations' rules loaded lazily) and the resources'
// texts and registry loaded after sign-in.
const BUDGET_BYTES = 245_000;
// Another built app folder may be given as the first argument.
const appDir = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist/app');
const indexFile = path.join(appDir, 'index.html');

if (!existsSync(indexFile)) {
  console.error('dist/app/index.html is missing: run `npm run build` first.');
  process.exit(2);
}

/** Files the page itself names: its module scripts and module preloads. */
const pageScripts = (html) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => tag.match(/\b(?:src|href)="([^"]+)"/)?.[1])
    .filter((url) => url?.startsWith('/'));

const fileOf = (url) => path.join(appDir, url);

/** What the server sends: the file written at build time, or the same compression done here. */
const brotliSize = (file) =>
  existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(readFileSync(file)).length;

await init;
const queue = pageScripts(readFileSync(indexFile, 'utf8'));
const loaded = new Map();
while (queue.length > 0) {
  const url = queue.shift();
  if (loaded.has(url)) continue;
  const file = fileOf(url);
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

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = [...loaded].sort(([, a], [, b]) => b.brotli - a.brotli);
for (const [url, { raw, brotli }] of rows) {
  console.log(`${kB(brotli).padStart(10)}  ${kB(raw).padStart(10)} raw  ${url}`);
}
const total = rows.reduce((sum, [, { brotli }]) => sum + brotli, 0);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `/login cold: ${kB(total)} of JavaScript (brotli) in ${rows.length} files, ${verdict} the budget of ${kB(BUDGET_BYTES)}`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
