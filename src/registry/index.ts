import { lazy } from 'react';
import type { AppResource, ResourceDefinition, ScreenLoader } from '../declared/types';

const lazily = (load: ScreenLoader | undefined) =>
  load && lazy(async () => ({ default: await load() }));

/** A folder's definition as react-admin's <Resource> takes it, each screen in a chunk of its own. */
export const toAppResource = ({ screens, ...definition }: ResourceDefinition): AppResource => ({
  ...definition,
  list: lazily(screens.list),
  create: lazily(screens.create),
  edit: lazily(screens.edit),
  show: lazily(screens.show),
});

/**
 * Every folder's resource (`src/resources/<folder>/index.ts`), in sidebar order: a new folder is
 * registered by being there.
 */
export const appResources: AppResource[] = Object.values(
  import.meta.glob<ResourceDefinition>('../resources/*/index.ts', {
    eager: true,
    import: 'default',
  }),
)
  .sort((a, b) => a.menuOrder - b.menuOrder)
  .map(toAppResource);
