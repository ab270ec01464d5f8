import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isReferenceable } from '../../contract/resource.js';
import { declaredResources } from '../../contract/resources/index.js';
import { describeListEndpoint } from './contract.js';
import { parseFrench } from './declaration.js';
import { scaffoldFromFields } from './from-fields.js';
import { renderFolder } from './templates.js';

/** The resources a reference may name. */
const referenceable = () =>
  declaredResources
    .filter(isReferenceable)
    .map((declaration) => declaration.name)
    .sort()
    .join(', ');

const usage = `Usage:
  npm run add:resource -- <name> --fields "<field>:<type>[?] …" [--fr "<un|une|l’> <nom>|<noms>"]
    A new resource, whole: contract/resources/<name>.ts (the declaration), its migration and
    src/resources/<name>/. Types:
      string(max)  text  integer  decimal  boolean  date  datetime
      enum(a|b|c)  one of the values          set(a|b|c)  several of them (ticked boxes)
      reference(resource)  a record of another resource (${referenceable()})
      image  an uploaded JPG, PNG or GIF (5 MB at most)
    ? makes a field optional. --fr names it in French (its titles and menu entry). Example:
      npm run add:resource -- announcements --fields "title:string(120) body:text is_active:boolean starts_at:datetime? audience:enum(all|staff|customers)" --fr "une annonce|annonces"

  npm run add:resource -- <name> --endpoint <path under /api/v1>
    A read-only list and detail of an API list that exists already, importing the contract's
    schemas for it. Example: npm run add:resource -- admins --endpoint /admin/staff`;

const RESOURCES = 'src/resources';

/** After the last menu entry: the new screen never takes another's place. */
const nextMenuOrder = () => {
  const folders = readdirSync(RESOURCES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RESOURCES, entry.name, 'index.ts')))
    .map((entry) => readFileSync(join(RESOURCES, entry.name, 'index.ts'), 'utf8'))
    .map((text) => Number(/menuOrder: (\d+)/.exec(text)?.[1] ?? 0));
  const declared = declaredResources.map((declaration) => declaration.menu.order);
  return Math.max(0, ...folders, ...declared) + 10;
};

async function fromEndpoint(name: string, endpointOption: string, command: string) {
  const endpoint = `/${endpointOption.replace(/^\/+|\/+$/g, '').replace(/^api\/v1\//, '')}`;
  const folder = join(RESOURCES, name);
  if (existsSync(folder)) throw new Error(`${folder} exists already.`);
  const contract = await describeListEndpoint(endpoint);
  const files = renderFolder({ name, endpoint, command, menuOrder: nextMenuOrder(), contract });
  mkdirSync(folder);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  return Object.keys(files).map((file) => join(folder, file));
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      endpoint: { type: 'string' },
      fields: { type: 'string' },
      fr: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [name] = positionals;
  if (values.help) return console.log(usage);
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`The resource's name is needed, plural and kebab-case.\n\n${usage}`);
  }
  if (Boolean(values.fields) === Boolean(values.endpoint)) {
    throw new Error(`Give either --fields or --endpoint.\n\n${usage}`);
  }
  const french = values.fr ? parseFrench(values.fr) : undefined;
  const command = values.fields
    ? `npm run add:resource -- ${name} --fields "${values.fields}"${values.fr ? ` --fr "${values.fr}"` : ''}`
    : `npm run add:resource -- ${name} --endpoint ${values.endpoint}`;
  const written = values.fields
    ? await scaffoldFromFields(name, values.fields, nextMenuOrder(), command, french)
    : await fromEndpoint(name, values.endpoint as string, command);
  // The templates care for meaning; Biome gives the files the house's layout and import order.
  const code = written.filter((file) => /\.tsx?$/.test(file));
  execFileSync('npx', ['biome', 'check', '--write', ...code], { stdio: 'inherit' });
  console.log(`Wrote:\n${written.map((file) => `  ${file}`).join('\n')}`);
  if (values.fields) {
    console.log(
      'Next: `npm start` migrates and shows it in the menu of admins; `npm test` checks it end to end.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
