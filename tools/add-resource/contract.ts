import { randomBytes } from 'node:crypto';
import { apiPaths } from '../../contract/paths.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/client.js';
import { createLocalBus } from '../../server/realtime/bus.js';

/** A JSON Schema as the OpenAPI document writes the contract's zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Parameter {
  in: string;
  name: string;
  schema: JsonSchema;
  description?: string;
}

interface Operation {
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** What the scaffold needs to know of a list endpoint, as the contract describes it. */
export interface ListEndpoint {
  /** The fields of one row of the list's answer. */
  fields: Record<string, JsonSchema>;
  /** The query parameters besides paging and ordering. */
  filters: Record<string, JsonSchema>;
  /** The fields `ordering` accepts. */
  ordering: string[];
  /** The permission a member of staff needs to read it. */
  permission: string | undefined;
  /** Whether `<endpoint>/{id}` answers one row. */
  hasDetail: boolean;
  /** The contract's names of its paths, as code: `apiPaths.staff.list`, `apiPaths.staff.one`. */
  paths: { list: string; one?: string };
}

/** `apiPaths.<group>.<name>` of a path the contract spells, if it does. */
const contractPathName = (path: string) => {
  for (const [group, paths] of Object.entries(apiPaths)) {
    for (const [name, value] of Object.entries(paths)) {
      if (value === path) return `apiPaths.${group}.${name}`;
    }
  }
  return undefined;
};

const PAGING = new Set(['page', 'page_size', 'ordering']);

/**
 * The OpenAPI document the server serves, built from the contract's schemas by the server's own
 * routes on a throwaway in-memory database: what the scaffold reads is what the API answers.
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
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const listUrl = `/api/v1${endpoint}/`;
    const list = document.paths[listUrl]?.get;
    if (!list) {
      const known = Object.keys(document.paths)
        .filter((path) => path.endsWith('/') && !path.includes('{'))
        .map((path) => path.replace('/api/v1', '').replace(/\/$/, ''));
      throw new Error(`The API has no list at ${endpoint}. Lists: ${known.join(', ')}`);
    }
    // Every path the server serves is in the contract (server/test/api-paths.test.ts).
    const listPath = contractPathName(`${endpoint}/`) as string;
    const hasDetail = Boolean(document.paths[`/api/v1${endpoint}/{id}/`]?.get);
    const rows = list.responses['200']?.content?.['application/json']?.schema.properties?.results;
    if (!rows?.items?.properties) throw new Error(`${endpoint} does not answer a page of rows.`);
    const parameters = (list.parameters ?? []).filter((parameter) => parameter.in === 'query');
    const orderingText =
      parameters.find((parameter) => parameter.name === 'ordering')?.description ?? '';
    const ordering = /`ordering`: ([^(]+) \(/.exec(orderingText)?.[1]?.split(', ') ?? [];
    const route = app.routeRegistry.find(
      (candidate) => candidate.method === 'GET' && candidate.url === listUrl,
    );
    return {
      fields: rows.items.properties,
      filters: Object.fromEntries(
        parameters
          .filter((parameter) => !PAGING.has(parameter.name))
          .map((parameter) => [parameter.name, parameter.schema]),
      ),
      ordering,
      permission: route?.permissions[0],
      hasDetail,
      paths: { list: listPath, one: hasDetail ? contractPathName(`${endpoint}/:id/`) : undefined },
    };
  } finally {
    await app.close();
    await database.close();
  }
}
