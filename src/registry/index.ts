import type { ComponentType } from 'react';
import { appResourceName } from '../../contract/resource';
import { declaredResources } from '../../contract/resources/index';
import type { AppResource, ResourceDefinition, ScreenLoader } from '../declared/types';
import { type PreloadableScreen, preloadable } from '../shared/lazyScreen';

const lazily = (load: ScreenLoader | undefined) => load && preloadable(load);

/** A folder's definition as react-admin's <Resource> takes it, each screen in a chunk of its own. */
export const toAppResource = ({ screens, ...definition }: ResourceDefinition): AppResource => ({
  ...definition,
  list: lazily(screens.list),
  create: lazily(screens.create),
  edit: lazily(screens.edit),
  show: lazily(screens.show),
});

// The registry, with every declaration, loads after sign-in (src/signedIn.ts): a new resource does
// not grow the sign-in page's download.

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
 * `/users/create`, `/users/{id}`, `/users/{id}/show`), so that it renders at once when its
 * route does (see `preloadable`).
 */
export const preloadScreenAt = (pathname: string) => {
  const [name, id, view] = pathname.split('/').filter(Boolean);
  const resource = appResources.find((candidate) => candidate.name === name);
  const screen = !id
    ? resource?.list
    : id === 'create'
      ? resource?.create
      : view === 'show'
        ? resource?.show
        : resource?.edit;
  (screen as Partial<PreloadableScreen<ComponentType>> | undefined)?.preload?.();
};

/** Each declared resource's app resource by its audit target type (its singular). */
export const targetResources: Record<string, string> = Object.fromEntries(
  declaredResources.map((declared) => [declared.singular, appResourceName(declared)]),
);
