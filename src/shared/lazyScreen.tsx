import { type ComponentType, lazy, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: any props the screen takes.
type AnyScreen = ComponentType<any>;

/** A screen in a chunk of its own that can be fetched before it is first shown. */
export type PreloadableScreen<Screen extends AnyScreen> = Screen & {
  /**
   * Fetches the screen's code; settles when it is there or could not be fetched (a failure is left
   * for the screen's own render to report).
   */
  preload: () => Promise<void>;
};

/**
 * A screen loaded from its own chunk, so that /login and the other screens do not download it.
 * Until its code is there, the nearest Suspense shows meanwhile. Once it is (fetched by
 * `preload`, or by an earlier render), it renders at once: React shows what a Suspense boundary
 * waited for at most every 300 ms, so each screen that suspends on the way to the first one
 * (the shell, then the list) would add up to that much to a visit that opens an address.
 */
export const preloadable = <Screen extends AnyScreen>(
  load: () => Promise<Screen>,
): PreloadableScreen<Screen> => {
  let loaded: Screen | undefined;
  const fetch = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await fetch() }));
  // The component is chosen once per mount: switching later would remount what it shows.
  const Shown = (props: object) => {
    const [Component] = useState<AnyScreen>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  return Object.assign(Shown as unknown as Screen, {
    preload: () =>
      fetch().then(
        () => {},
        () => {},
      ),
  });
};

/** `preloadable` for the export `name` of a module: `lazyScreen(() => import('./X'), 'X')`. */
export const lazyScreen = <Name extends string, Screen extends AnyScreen>(
  load: () => Promise<Record<Name, Screen>>,
  name: Name,
) => preloadable(async () => (await load())[name]);
