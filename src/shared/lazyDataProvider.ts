import type { DataProvider } from 'react-admin';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  // A declared action on a record (src/declared/DeclaredActions.tsx).
  'act',
] as const;

/**
 * A data provider whose code (and the contract schemas it reads) loads on the first call, from
 * its own chunk: /login never asks for data, so it does not download it.
 */
export const lazyDataProvider = (load: () => Promise<DataProvider>): DataProvider => {
  let loading: Promise<DataProvider> | undefined;
  const loaded = () => {
    loading ??= load().catch((error) => {
      // A failed download (network) is tried again by the next call.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.fromEntries(
    METHODS.map((method) => [
      method,
      async (...args: unknown[]) =>
        ((await loaded())[method] as (...params: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as unknown as DataProvider;
};
