import { fixedPaths } from './fixed-paths.js';
import { declaredPaths } from './resource.js';
import { type DeclaredResource, declaredResources } from './resources/index.js';

/** Each declared resource's paths, by its name, with its literal extra paths. */
type DeclaredPaths = {
  [Declaration in DeclaredResource as Declaration['name']]: ReturnType<
    typeof declaredPaths<Declaration>
  >;
};

/**
 * Every path of the API under /api/v1: the fixed ones and each declared resource's. The server
 * registers its routes on them and the app builds its calls from them. server/test/api-paths.test.ts
 * checks that the server serves exactly these.
 */
export const apiPaths = {
  ...fixedPaths,
  /** Every declared resource's list and item paths (contract/resources/), by resource name. */
  ...(Object.fromEntries(
    declaredResources.map((declaration) => [declaration.name, declaredPaths(declaration)]),
  ) as DeclaredPaths),
} as const;

export { livePaths, pathTo } from './fixed-paths.js';
