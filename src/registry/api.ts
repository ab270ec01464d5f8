import type { ApiResource } from '../declared/types';

/**
 * Every resource folder's API mapping (`src/resources/<folder>/api.ts`, by resource name), for
 * the data provider: a new folder is read without touching it.
 */
export const apiResources: Record<string, ApiResource> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, ApiResource>>('../resources/*/api.ts', {
      eager: true,
      import: 'api',
    }),
  ),
);
