import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceDeclaration, referencedDeclaration } from '../../contract/resource.js';
import { declaredResources } from '../../contract/resources/index.js';
import { createTableSql } from '../../server/declared/migration-sql.js';
import {
  camel,
  type FrenchName,
  parseFields,
  renderDeclaration,
  withKnownReferences,
} from './declaration.js';

const DECLARATIONS = 'contract/resources';
const MIGRATIONS = 'server/db/migrations';
const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/** The registry of declarations gets the new one: its import and its place in the list. */
function register(name: string) {
  const file = `${DECLARATIONS}/index.ts`;
  const text = readFileSync(file, 'utf8');
  const constant = camel(name);
  const withImport = text.replace(
    /(import [^;]+ from '\.\.\/resource\.js';\n)/,
    `$1import { ${constant} } from './${name}.js';\n`,
  );
  const withEntry = withImport.replace(
    /const declarations = \[([^\]]*)\]/,
    (_, entries: string) =>
      `const declarations = [${[entries.trim().replace(/,$/, ''), constant].filter(Boolean).join(', ')}]`,
  );
  if (withEntry === withImport) throw new Error(`${file} has no declarations list to add to.`);
  writeFileSync(file, withEntry);
  return file;
}

/** The next migration: its number after the last, its `when` after the last one's. */
function addMigration(name: string, sqlText: string) {
  const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as Journal;
  const numbers = readdirSync(MIGRATIONS)
    .map((file) => Number(/^(\d{4})_/.exec(file)?.[1] ?? -1))
    .filter((number) => number >= 0);
  const number = Math.max(...numbers) + 1;
  const tag = `${String(number).padStart(4, '0')}_${name.replaceAll('-', '_')}`;
  const last = journal.entries.at(-1);
  journal.entries.push({
    // The journal's idx is the migration's number (0005 was never shipped).
    idx: number,
    version: last?.version ?? '7',
    when: (last?.when ?? Date.now()) + 100_000_000,
    tag,
    breakpoints: true,
  });
  const file = `${MIGRATIONS}/${tag}.sql`;
  writeFileSync(file, sqlText);
  writeFileSync(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
  return [file, JOURNAL];
}

/** The app folder: the registry finds it; every file is one line over the declaration. */
function appFolder(name: string, icon: string) {
  const constant = camel(name);
  const declaration = `import { ${constant} } from '../../../contract/resources/${name}';`;
  return {
    'index.ts': `import Icon from '@mui/icons-material/${icon}';
${declaration}
import { declaredResource } from '../../declared/declaredResource';

// The menu entry, List, Show, Create and Edit, derived from the declaration. A screen of your own
// replaces a derived one: list it in the declaration's \`overrides.screens\` and pass it here.
export default declaredResource(${constant}, { icon: Icon });
`,
    'api.ts': `${declaration}
import { declaredApi } from '../../declared/declaredApi';

export const api = declaredApi(${constant});
`,
    'en.ts': `${declaration}
import { messagesOf } from '../../declared/messages';

export const en = messagesOf(${constant}, 'en');
`,
    'fr.ts': `${declaration}
import { messagesOf } from '../../declared/messages';

export const fr = messagesOf(${constant}, 'fr');
`,
  };
}

/**
 * `add:resource <name> --fields "…"`: the declaration, its line in the registry, its migration and
 * its app folder. Answers the files written, for Biome to lay out and the newcomer to read.
 */
export async function scaffoldFromFields(
  name: string,
  fieldsText: string,
  menuOrder: number,
  command: string,
  french?: FrenchName,
) {
  const declarationFile = `${DECLARATIONS}/${name}.ts`;
  const folder = join('src/resources', name);
  for (const taken of [declarationFile, folder]) {
    if (existsSync(taken)) throw new Error(`${taken} exists already.`);
  }
  if (declaredResources.some((declaration) => declaration.name === name)) {
    throw new Error(`${name} is declared already.`);
  }
  const fields = withKnownReferences(
    parseFields(fieldsText),
    name,
    (resource) => referencedDeclaration(resource, declaredResources).name,
  );
  writeFileSync(declarationFile, renderDeclaration(name, fields, menuOrder, command, french));
  const module = (await import(pathToFileURL(join(process.cwd(), declarationFile)).href)) as Record<
    string,
    ResourceDeclaration
  >;
  const declaration = module[camel(name)] as ResourceDeclaration;
  const written = [declarationFile, register(name)];
  written.push(
    ...addMigration(name, createTableSql(declaration, [...declaredResources, declaration])),
  );
  mkdirSync(folder);
  for (const [file, text] of Object.entries(appFolder(name, declaration.menu.icon))) {
    writeFileSync(join(folder, file), text);
    written.push(join(folder, file));
  }
  return written;
}
