import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { z } from 'zod';
import { apiPaths } from '../../contract/paths.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { createLocalBus } from '../../server/realtime/bus.js';

/** A JSON Schema as zod writes the contract's schemas (`z.toJSONSchema`). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** Where the contract exports a schema: its module (`staff`) and its name there (`staffListQuery`). */
export interface ContractExport {
  module: string;
  name: string;
}

/** What the scaffold needs to know of a list endpoint: the contract's own schemas, by name. */
export interface ListEndpoint {
  /** The schema of one row of the list's answer, and its fields. */
  record: ContractExport;
  fields: Record<string, JsonSchema>;
  /** The list's query schema (filters and the ordering allow-list come from it at run time). */
  listQuery: ContractExport;
  /** Its filters' schemas (to offer a select for enums and yes/no). */
  filters: Record<string, JsonSchema>;
  /** The fields `ordering` accepts, as the query was made with them. */
  ordering: readonly string[];
  /** The permission a member of staff needs to read it. */
  permission: string | undefined;
  /** Whether `<endpoint>/{id}/` answers one row. */
  hasDetail: boolean;
  /** The contract's names of its paths, as code: `apiPaths.staff.list`, `apiPaths.staff.one`. */
  paths: { list: string; one?: string };
}

/** `apiPaths.<group>.<name>` of a path the contract spells (every served path is: api-paths.test). */
const contractPathName = (path: string) => {
  for (const [group, paths] of Object.entries(apiPaths)) {
    for (const [name, value] of Object.entries(paths)) {
      if (value === path)
        return `apiPaths[${JSON.stringify(group)}].${name}`.replace(
          /^apiPaths\["([a-z]+)"\]/,
          'apiPaths.$1',
        );
    }
  }
  return undefined;
};

/** The contract module and export that hold exactly this schema object. */
async function exportOf(schema: unknown): Promise<ContractExport | undefined> {
  // The hand-written domains' modules, then the declared resources' (contract/resources/).
  const modules = ['contract', 'contract/resources'].flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${folder}/${file}`.replace(/^contract\//, '')),
  );
  for (const file of modules) {
    const module = file.replace(/\.ts$/, '');
    const exports = (await import(`../../contract/${module}.js`)) as Record<string, unknown>;
    const name = Object.keys(exports).find((key) => exports[key] === schema);
    if (name) return { module, name };
  }
  return undefined;
}

/**
 * The contract's schemas of a list endpoint, found through the server's own route for it (built
 * on a throwaway in-memory database): the zod objects the route validates and answers with,
 * looked up among the contract's exports, so the folder imports them instead of copying them.
 */
export async function describeListEndpoint(endpoint: string): Promise<ListEndpoint> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    CARD_CODE_KEY: randomBytes(32).toString('base64'),
    DATA_DIR: '/nonexistent',
  });
  const database = await openDatabase({ dataDir: null, cardCodeKeys: config.cardCodeKeys });
  const app = await buildApp({ config, db: database.db, bus: createLocalBus() });
  try {
    await app.ready();
    const listUrl = `/api/v1${endpoint}/`;
    const route = (method: string, url: string) =>
      app.routeRegistry.find((candidate) => candidate.method === method && candidate.url === url);
    const list = route('GET', listUrl);
    if (!list) {
      const known = app.routeRegistry
        .filter(
          (candidate) =>
            candidate.method === 'GET' && /\/$/.test(candidate.url) && !candidate.url.includes(':'),
        )
        .map((candidate) => candidate.url.replace('/api/v1', '').replace(/\/$/, ''));
      throw new Error(`The API has no list at ${endpoint}. Lists: ${known.join(', ')}`);
    }
    const listQuery = list.schema?.querystring as z.ZodObject | undefined;
    const page = (list.schema?.response as Record<string, z.ZodObject> | undefined)?.['200'];
    const results = page?.shape.results as z.ZodArray<z.ZodObject> | undefined;
    if (!listQuery || !results) throw new Error(`${endpoint} does not answer a page of rows.`);
    const record = results.element;
    const [recordExport, queryExport] = [await exportOf(record), await exportOf(listQuery)];
    if (!recordExport || !queryExport) {
      throw new Error(`The contract exports no schema of ${endpoint}'s rows or query.`);
    }
    const { orderingOf, filtersOf } = await import('../../contract/common.js');
    const json = (schema: z.ZodType) =>
      z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }) as JsonSchema;
    const hasDetail = Boolean(route('GET', `${listUrl}:id/`));
    return {
      record: recordExport,
      fields: json(record).properties ?? {},
      listQuery: queryExport,
      filters: Object.fromEntries(
        filtersOf(listQuery).map((name) => [
          name,
          z.toJSONSchema(listQuery.shape[name] as z.ZodType, {
            unrepresentable: 'any',
            io: 'input',
          }) as JsonSchema,
        ]),
      ),
      ordering: orderingOf(listQuery)?.fields ?? [],
      permission: list.permissions[0],
      hasDetail,
      paths: {
        list: contractPathName(`${endpoint}/`) as string,
        one: hasDetail ? contractPathName(`${endpoint}/:id/`) : undefined,
      },
    };
  } finally {
    await app.close();
    await database.close();
  }
}
