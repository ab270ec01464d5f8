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
const definitions = Object.values(
  import.meta.glob<ResourceDefinition>('../resources/*/index.ts', {
    eager: true,
    import: 'default',
  }),
).sort((a, b) => a.menuOrder - b.menuOrder);

export const appResources: AppResource[] = definitions.map(toAppResource);

/**
 * Starts fetching the code of the screen react-admin shows at `pathname` (`/users`,
 * `/users/create`, `/users/{id}`, `/users/{id}/show`); the screen's own import then finds it
 * fetched. A failed download is not reported here: the screen's import tries again and says so.
 */
export const preloadScreenAt = (pathname: string) => {
  const [name, id, view] = pathname.split('/').filter(Boolean);
  const screens = definitions.find((definition) => definition.name === name)?.screens;
  const screen = !id
    ? screens?.list
    : id === 'create'
      ? screens?.create
      : view === 'show'
        ? screens?.show
        : screens?.edit;
  screen?.().catch(() => {});
};
