import { loadWholeCatalogue } from './i18n';
import { nameTargetResources } from './shared/serverText';

type Registry = typeof import('./registry');

let loading: Promise<Registry> | undefined;

/**
 * What every page after sign-in needs before it shows, and the sign-in page never downloads: the
 * registry (each resource's declaration, screens and rules) and the whole catalogue (each
 * resource's texts). Fetched once; a failed download is tried again on the next call.
 */
export const loadSignedInParts = () => {
  loading ??= Promise.all([import('./registry'), loadWholeCatalogue()]).then(
    ([registry]) => {
      nameTargetResources(registry.targetResources);
      return registry;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** The resources for <AdminApp>, once the signed-in parts are there. */
export const loadAppResources = async () => (await loadSignedInParts()).appResources;
