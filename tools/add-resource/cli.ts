import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeListEndpoint } from './contract.js';
import { renderFolder } from './templates.js';

const usage = `Usage: npm run add:resource -- <name> --endpoint <path under /api/v1>

Writes src/resources/<name>/: a read-only list and detail of the endpoint, their columns typed
from the contract's answer (dates, money, yes/no, enums), texts in English and French, and the
API mapping. The registry finds the folder by itself. Example:
  npm run add:resource -- admins --endpoint /admin/staff`;

const RESOURCES = 'src/resources';

/** After the last menu entry: the new screen never takes another's place. */
const nextMenuOrder = () => {
  const orders = readdirSync(RESOURCES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RESOURCES, entry.name, 'index.ts')))
    .map((entry) => readFileSync(join(RESOURCES, entry.name, 'index.ts'), 'utf8'))
    .map((text) => Number(/menuOrder: (\d+)/.exec(text)?.[1] ?? 0));
  return Math.max(0, ...orders) + 10;
};

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { endpoint: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  const [name] = positionals;
  if (values.help) return console.log(usage);
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name) || !values.endpoint) {
    throw new Error(`A lower-case name and --endpoint are needed.\n\n${usage}`);
  }
  const endpoint = `/${values.endpoint.replace(/^\/+|\/+$/g, '').replace(/^api\/v1\//, '')}`;
  const folder = join(RESOURCES, name);
  if (existsSync(folder)) throw new Error(`${folder} exists already.`);

  const contract = await describeListEndpoint(endpoint);
  const files = renderFolder({
    name,
    endpoint,
    command: `npm run add:resource -- ${name} --endpoint ${endpoint}`,
    menuOrder: nextMenuOrder(),
    contract,
  });
  mkdirSync(folder);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  // The templates care for meaning; Biome gives the files the house's layout and import order.
  execFileSync('npx', ['biome', 'check', '--write', folder], { stdio: 'inherit' });
  console.log(`Wrote ${folder}/: ${Object.keys(files).join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
