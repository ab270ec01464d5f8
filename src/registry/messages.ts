import type { ResourceMessages } from '../declared/types';

/** Every resource folder's English texts (`src/resources/<folder>/en.ts`), merged for the catalogue. */
export const resourceMessages: ResourceMessages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<ResourceMessages>('../resources/*/en.ts', { eager: true, import: 'en' }),
  ),
);
