import {
  type DataProvider,
  type GetListParams,
  type GetListResult,
  HttpError,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { auditOrdering } from '../contract/audit';
import { BRAND_IMAGE_FIELD, BRAND_WRITABLE_FIELDS, brandOrdering } from '../contract/brands';
import type { Page } from '../contract/common';
import { DISPUTE_WRITABLE_FIELDS, disputeOrdering } from '../contract/disputes';
import { role, transactionStatus } from '../contract/enums';
import { ledgerAccountOrdering, transferOrdering } from '../contract/ledger';
import { STAFF_WRITABLE_FIELDS, staffCreateBody, staffOrdering } from '../contract/staff';
import { TRANSACTION_WRITABLE_FIELDS, transactionOrdering } from '../contract/transactions';
import { USER_WRITABLE_FIELDS, userOrdering } from '../contract/users';
import { httpClient, type QueryValue, unwrap } from './httpClient';

/**
 * How each react-admin resource maps onto the API (spec section 7, api-contract.md).
 * The data provider has no per-resource code: adding a resource is adding an entry here.
 */
export interface ApiResource {
  /** Path under the API base, without the trailing slash. */
  endpoint: string;
  /** react-admin filter keys sent as query parameters; empty values are left out. */
  filters?: readonly string[];
  /** Query parameters every list call carries, whatever the filters say. */
  fixedQuery?: Readonly<Record<string, string>>;
  /** Fields the server accepts in `ordering`; other sort fields are not sent (it answers 400). */
  ordering?: readonly string[];
  /** Fields sent on create and update; read-only fields of the record stay out. */
  writable?: readonly string[];
  /** Fields sent on create when they differ from the updatable ones. */
  creatable?: readonly string[];
  /** Writable fields holding an upload: only a newly chosen file is sent. */
  files?: readonly string[];
  /** Brand create/update are multipart; everything else is JSON. */
  multipart?: boolean;
  updateMethod?: 'PATCH' | 'PUT';
  /** Catalogue keys of the spec's fallback error texts (section 8). */
  errors: {
    list: string;
    one: string;
    create?: string;
    update?: string;
    delete?: string;
  };
}

/** Transactions and payments: the spec keeps the API path `/admin/giftcards/`. */
const transactionsApi = {
  endpoint: '/admin/giftcards',
  ordering: transactionOrdering.fields,
  writable: TRANSACTION_WRITABLE_FIELDS,
  errors: {
    list: 'app.errors.fetch_giftcards',
    one: 'app.errors.fetch_giftcard',
    update: 'app.errors.update_giftcard',
  },
} satisfies ApiResource;

export const apiResources: Record<string, ApiResource> = {
  users: {
    endpoint: '/admin/users',
    filters: ['search', 'is_active'],
    fixedQuery: { role: role.enum.customer },
    ordering: userOrdering.fields,
    writable: USER_WRITABLE_FIELDS,
    errors: {
      list: 'app.errors.fetch_users',
      one: 'app.errors.fetch_user',
      update: 'app.errors.update_user',
      delete: 'app.errors.delete_user',
    },
  },
  'giftcard-brands': {
    endpoint: '/admin/brands',
    filters: ['search', 'is_active'],
    ordering: brandOrdering.fields,
    // The description is read only on the app's screens (spec section 5).
    writable: BRAND_WRITABLE_FIELDS.filter((field) => field !== 'description'),
    files: [BRAND_IMAGE_FIELD],
    multipart: true,
    errors: {
      list: 'app.errors.fetch_brands',
      one: 'app.errors.fetch_brand',
      create: 'app.errors.create_brand',
      update: 'app.errors.update_brand',
      delete: 'app.errors.delete_brand',
    },
  },
  transactions: {
    ...transactionsApi,
    filters: ['search', 'status', 'user', 'brand', 'flagged', 'awaiting_approval'],
  },
  // Payments are the paid transactions (spec: "Only rows with status PAID are shown").
  payments: {
    ...transactionsApi,
    filters: ['search'],
    fixedQuery: { status: transactionStatus.enum.PAID },
  },
  disputes: {
    endpoint: '/disputes',
    filters: ['search', 'status'],
    ordering: disputeOrdering.fields,
    writable: DISPUTE_WRITABLE_FIELDS,
    updateMethod: 'PUT',
    errors: {
      list: 'app.errors.fetch_dispute',
      one: 'app.errors.fetch_dispute',
      update: 'app.errors.update_dispute',
    },
  },
  staff: {
    endpoint: '/admin/staff',
    filters: ['search', 'role', 'is_active'],
    ordering: staffOrdering.fields,
    writable: STAFF_WRITABLE_FIELDS,
    creatable: staffCreateBody.keyof().options,
    errors: {
      list: 'resources.staff.errors.list',
      one: 'resources.staff.errors.one',
      create: 'resources.staff.errors.create',
      update: 'resources.staff.errors.update',
    },
  },
  'audit-logs': {
    endpoint: '/admin/audit-logs',
    filters: ['actor', 'action', 'target_type', 'target_id', 'created_after', 'created_before'],
    ordering: auditOrdering.fields,
    errors: { list: 'resources.audit-logs.errors.list', one: 'resources.audit-logs.errors.list' },
  },
  ledger: {
    endpoint: '/admin/ledger/accounts',
    filters: ['search', 'kind'],
    ordering: ledgerAccountOrdering.fields,
    errors: { list: 'resources.ledger.errors.list', one: 'resources.ledger.errors.list' },
  },
  'ledger-transfers': {
    endpoint: '/admin/ledger/transfers',
    filters: ['account', 'transaction', 'kind', 'created_after', 'created_before'],
    ordering: transferOrdering.fields,
    errors: { list: 'resources.ledger.errors.list', one: 'resources.ledger.errors.list' },
  },
  accounts: {
    endpoint: '/admin/accounts',
    errors: { list: 'app.errors.fetch_admin_account', one: 'app.errors.fetch_admin_account' },
  },
};

const listPath = (config: ApiResource) => `${config.endpoint}/`;
const detailPath = (config: ApiResource, id: Identifier) =>
  `${config.endpoint}/${encodeURIComponent(String(id))}/`;

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
    } else if (value !== null && typeof value !== 'object') {
      form.append(field, String(value));
    }
  }
  return form;
};

/** The API's largest page size (api-contract.md). */
const API_MAX_PAGE_SIZE = 100;

/**
 * The API's per-field messages (`{email: ['taken']}`) as react-admin's forms show them under their
 * inputs (`{email: 'taken'}`); the server's `message` stays the error's message.
 */
const withFormErrors = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    const errors = error instanceof HttpError ? error.body?.errors : undefined;
    if (!errors || typeof errors !== 'object') throw error;
    const { message, status, body } = error as HttpError;
    const joined = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.join(' ') : String(messages),
      ]),
    );
    throw new HttpError(message, status, { ...body, errors: joined });
  }
};

async function getApiPage(
  config: ApiResource,
  params: Partial<GetListParams>,
  page: number,
  perPage: number,
): Promise<GetListResult> {
  const { json } = await httpClient<Page<RaRecord>>(listPath(config), {
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
    data: json.results,
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

async function getOne(config: ApiResource, id: Identifier) {
  const { json } = await httpClient(detailPath(config, id), { fallbackError: config.errors.one });
  return unwrap<RaRecord>(json);
}

async function update(config: ApiResource, id: Identifier, data: Record<string, unknown>) {
  const { json } = await withFormErrors(
    httpClient(detailPath(config, id), {
      method: config.updateMethod ?? 'PATCH',
      body: requestBody(config, data),
      fallbackError: config.errors.update ?? config.errors.one,
    }),
  );
  return unwrap<RaRecord>(json) ?? { ...data, id };
}

async function remove(config: ApiResource, id: Identifier) {
  await httpClient(detailPath(config, id), {
    method: 'DELETE',
    fallbackError: config.errors.delete ?? config.errors.one,
  });
}

/** A data provider over the given table of resources. */
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
      );
      return { data: unwrap<RaRecord>(json) };
    },

    update: async (resource, { id, data }) => ({
      data: await update(configOf(resource), id, data),
    }),

    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(configOf(resource), id, data)));
      return { data: ids };
    },

    delete: async (resource, { id, previousData }) => {
      await remove(configOf(resource), id);
      return { data: previousData ?? { id } };
    },

    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => remove(configOf(resource), id)));
      return { data: ids };
    },
  } as DataProvider;
};

export const dataProvider = createDataProvider(apiResources);
