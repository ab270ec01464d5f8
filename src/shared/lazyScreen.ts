import { type ComponentType, lazy } from 'react';

/**
 * A screen loaded on its first render from its own chunk, so that /login and the other screens
 * do not download it. `load` is the dynamic import of its module, `name` the export to render;
 * the nearest Suspense (react-admin's layout has one) shows meanwhile.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: any props the screen takes.
export const lazyScreen = <Name extends string, Screen extends ComponentType<any>>(
  load: () => Promise<Record<Name, Screen>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));
