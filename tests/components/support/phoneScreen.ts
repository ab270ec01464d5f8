import { vi } from 'vitest';

/**
 * A 390 px wide screen for MUI's media queries: every `max-width` query at or above 390 px
 * matches, every `min-width` one above it does not. Undo with `vi.unstubAllGlobals()`.
 */
export const onPhoneScreen = (width = 390) =>
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
