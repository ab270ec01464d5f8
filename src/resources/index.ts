import type { AppResource } from './types';

/** Every folder's resource definition (`src/resources/<folder>/index.ts`), in sidebar order. */
export const appResources: AppResource[] = Object.values(
  import.meta.glob<AppResource>('./*/index.ts', { eager: true, import: 'default' }),
).sort((a, b) => a.menuOrder - b.menuOrder);
