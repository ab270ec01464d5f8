import type { ResourceMessages } from '../declared/types';

/**
 * Every resource folder's French texts (`src/resources/<folder>/fr.ts`), merged for the French
 * catalogue, which only src/i18n/fr.ts imports: they load with it, when someone picks French.
 */
export const resourceMessagesFr: ResourceMessages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<ResourceMessages>('../resources/*/fr.ts', { eager: true, import: 'fr' }),
  ),
);
