import {
  type DataProvider,
  type GetListParams,
  type GetListResult,
  HttpError,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import type { Page } from '../contract/common';
import { pathTo } from '../contract/paths';
import type { ApiResource } from './declared/types';
import { apiResources } from './registry/api';
import { httpClient, type QueryValue, unwrap } from './shared/httpClient';
import { fieldMessagesText } from './shared/serverError';

const pathOf = (config: ApiResource, kind: 'list' | 'one') => {
  const path = config.paths[kind];
  if (!path) throw new Error(`This resource has no ${kind} path.`);
  return path;
};
const listPath = (config: ApiResource) => pathOf(config, 'list');
/**
 * A nested list (`/admin/payout-batches/:id/items/`) takes its path's parameters from the filter,
 * where a reference's target puts them (<ReferenceManyField target="id">).
 */
const listPathWith = (config: ApiResource, filter: Record<string, unknown> = {}) =>
  listPath(config).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(filter[name] ?? '')),
  );
const detailPath = (config: ApiResource, id: Identifier) =>
  pathTo(pathOf(config, 'one'), { id: String(id) });

const ordering = (config: ApiResource, sort: SortPayload | undefined) => {
  if (!sort || !config.ordering?.includes(sort.field)) return undefined;
  return sort.order === 'DESC' ? `-${sort.field}` : sort.field;
};

const filterQuery = (config: ApiResource, filter: Record<string, unknown> = {}) => {
  const query: Record<string, QueryValue> = {};
  for (const name of config.filters ?? []) {
    const value = filter[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[name] = value;
    }
  }
  return query;
};

const isUpload = (value: unknown): value is { rawFile: File } =>
  value !== null &&
  typeof value === 'object' &&
  'rawFile' in value &&
  value.rawFile instanceof File;

/** The writable fields of a record, as JSON or multipart according to the configuration. */
const requestBody = (
  config: ApiResource,
  data: Record<string, unknown>,
  allowed = config.writable,
) => {
  const fields = (allowed ?? Object.keys(data)).filter((field) => data[field] !== undefined);
  if (!config.multipart) {
    return Object.fromEntries(fields.map((field) => [field, data[field]]));
  }
  const form = new FormData();
  for (const field of fields) {
    const value = data[field];
    if (config.files?.includes(field)) {
      // An unchanged upload field holds the current image URL (or null): nothing to send.
      if (isUpload(value)) form.append(field, value.rawFile);
      else if (value instanceof File) form.append(field, value);
    } else if (Array.isArray(value)) {
      // A set's values, as JSON would carry them (the server reads the field by its type).
      form.append(field, JSON.stringify(value));
    } else if (value === null) {
      // A cleared optional field.
      form.append(field, '');
    } else if (typeof value !== 'object') {
      form.append(field, String(value));
    }
  }
  return form;
};

/** Equal as the API would receive them: the same JSON. */
const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * What an edit changed, against the record as it was read (react-admin's `previousData`): a
 * PATCH sends only that, so that a rule on a field nobody touched cannot refuse it. Without the
 * record as it was, everything is sent.
 */
const changedOnly = (
  data: Record<string, unknown>,
  previousData: Record<string, unknown> | undefined,
) =>
  previousData
    ? Object.fromEntries(
        Object.entries(data).filter(([field, value]) => !same(value, previousData[field])),
      )
    : data;

/** The API's largest page size (api-contract.md). */
const API_MAX_PAGE_SIZE = 100;

/** The input a field's message shows under: a list's, for one of its items (`requires.2`). */
const inputOf = (field: string) => field.replace(/\.\d+(\..*)?$/, '');

/**
 * The API's per-field messages (`{email: ['taken']}`) as react-admin's forms show them under their
 * inputs (`{email: 'taken'}`); the server's `message` stays the error's message.
 */
const withFormErrors = async <T>(call: Promise<T>, resource?: string): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    const errors = error instanceof HttpError ? error.body?.errors : undefined;
    if (!errors || typeof errors !== 'object') throw error;
    const { message, status, body } = error as HttpError;
    // Each field's message in the reader's language: one that repeats the server's coded message
    // reads as the toast does, one of a known shape ("Name is required") through the catalogue.
    const joined: Record<string, string> = {};
    for (const [field, messages] of Object.entries(errors)) {
      const input = inputOf(field);
      const text = fieldMessagesText(body, field, messages, resource);
      joined[input] = joined[input] ? `${joined[input]} ${text}` : text;
    }
    throw new HttpError(message, status, { ...body, errors: joined });
  }
};

async function getApiPage(
  config: ApiResource,
  params: Partial<GetListParams>,
  page: number,
  perPage: number,
): Promise<GetListResult> {
  const { json } = await httpClient<Page<RaRecord>>(listPathWith(config, params.filter), {
    query: {
      ...filterQuery(config, params.filter),
      ...config.fixedQuery,
      page,
      page_size: perPage,
      ordering: ordering(config, params.sort),
    },
    fallbackError: config.errors.list,
  });
  return {
    data: json.results.map((record) => keyed(config, record)),
    total: json.count,
    pageInfo: { hasNextPage: json.next !== null, hasPreviousPage: json.previous !== null },
  };
}

/**
 * A react-admin page. One larger than the API allows (an export asks for every row) is read as
 * the API pages of 100 that cover it, following the server's next links.
 */
async function getList(
  config: ApiResource,
  params: Partial<GetListParams>,
): Promise<GetListResult> {
  const { page = 1, perPage = 20 } = params.pagination ?? {};
  if (perPage <= API_MAX_PAGE_SIZE) return getApiPage(config, params, page, perPage);
  const first = (page - 1) * perPage;
  const skip = first % API_MAX_PAGE_SIZE;
  const data: RaRecord[] = [];
  let apiPage = Math.floor(first / API_MAX_PAGE_SIZE) + 1;
  for (;;) {
    const result = await getApiPage(config, params, apiPage, API_MAX_PAGE_SIZE);
    data.push(...result.data);
    if (!result.pageInfo?.hasNextPage || data.length >= skip + perPage) {
      return {
        data: data.slice(skip, skip + perPage),
        total: result.total,
        pageInfo: {
          hasNextPage: result.pageInfo?.hasNextPage === true,
          hasPreviousPage: page > 1,
        },
      };
    }
    apiPage += 1;
  }
}

/** A record named in its paths by `keyField` has that value as its id. */
const keyed = (config: ApiResource, record: RaRecord): RaRecord =>
  config.keyField ? { ...record, id: record[config.keyField] } : record;

async function getOne(config: ApiResource, id: Identifier) {
  if (config.keyField) {
    const { data } = await getApiPage(config, {}, 1, API_MAX_PAGE_SIZE);
    const record = data.find((candidate) => String(candidate.id) === String(id));
    if (!record) throw new HttpError('Not found.', 404);
    return record;
  }
  const { json } = await httpClient(detailPath(config, id), { fallbackError: config.errors.one });
  return unwrap<RaRecord>(json);
}

async function update(
  config: ApiResource,
  id: Identifier,
  data: Record<string, unknown>,
  resource?: string,
  previousData?: Record<string, unknown>,
) {
  const method = config.updateMethod ?? 'PATCH';
  const sent = config.sendsChangesOnly ? changedOnly(data, previousData) : data;
  const { json } = await withFormErrors(
    httpClient(detailPath(config, id), {
      method,
      body: requestBody(config, sent),
      fallbackError: config.errors.update ?? config.errors.one,
    }),
    resource,
  );
  const saved = unwrap<RaRecord>(json);
  return saved ? keyed(config, saved) : { ...data, id };
}

async function remove(config: ApiResource, id: Identifier) {
  await httpClient(detailPath(config, id), {
    method: 'DELETE',
    fallbackError: config.errors.delete ?? config.errors.one,
  });
}

/** A data provider over the given API mappings, by resource name. */
export const createDataProvider = (table: Readonly<Record<string, ApiResource>>) => {
  const configOf = (resource: string): ApiResource => {
    const config = table[resource];
    if (!config) throw new Error(`No API configuration for resource "${resource}"`);
    return config;
  };

  // react-admin's generics cannot be satisfied by a configuration-driven provider without casts:
  // the record types are only known by the screens.
  return {
    getList: async (resource, params) => getList(configOf(resource), params),

    getOne: async (resource, { id }) => ({ data: await getOne(configOf(resource), id) }),

    // The API has no batch read; references are few per page.
    getMany: async (resource, { ids }) => ({
      data: await Promise.all(ids.map((id) => getOne(configOf(resource), id))),
    }),

    getManyReference: async (resource, { target, id, filter, ...params }) =>
      getList(configOf(resource), { ...params, filter: { ...filter, [target]: id } }),

    create: async (resource, { data }) => {
      const config = configOf(resource);
      const { json } = await withFormErrors(
        httpClient(listPath(config), {
          method: 'POST',
          body: requestBody(config, data, config.creatable ?? config.writable),
          fallbackError: config.errors.create ?? config.errors.one,
        }),
        resource,
      );
      return { data: unwrap<RaRecord>(json) };
    },

    update: async (resource, { id, data, previousData }) => ({
      data: await update(configOf(resource), id, data, resource, previousData),
    }),

    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(configOf(resource), id, data)));
      return { data: ids };
    },

    delete: async (resource, { id, previousData }) => {
      await remove(configOf(resource), id);
      return { data: previousData ?? { id } };
    },

    /** A declared action on one record: `POST …/{id}/<action>/` with its form's values. */
    act: async (
      resource: string,
      { id, action, data = {} }: { id: Identifier; action: string; data?: Record<string, unknown> },
    ) => {
      const config = configOf(resource);
      const { json } = await withFormErrors(
        httpClient(`${detailPath(config, id)}${action}/`, {
          method: 'POST',
          body: data,
          fallbackError: config.errors.update ?? config.errors.one,
        }),
        resource,
      );
      return { data: unwrap<RaRecord>(json) };
    },

    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => remove(configOf(resource), id)));
      return { data: ids };
    },
  } as DataProvider;
};

/** The app's data provider, over every resource folder's `api.ts`. */
export const dataProvider = createDataProvider(apiResources);
