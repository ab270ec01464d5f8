import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { captureOwnerStack } from 'react';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll } from 'vitest';
// As in the app (src/main.tsx loads it first): code outside React translates through its catalogue.
import '../../../src/i18n';
import { liveConnections } from './liveSockets';
import { server } from './server';

// A screen's first render loads its lazy chunks; on a busy machine that alone can pass Testing
// Library's 1 s default for findBy/waitFor, so a slow machine would read as a broken screen.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Testing Library also tells React it runs in tests (so state updates wrapped in act() are
// expected) only when test globals are on; they are off here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Testing Library unmounts automatically only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  liveConnections.length = 0;
});
afterAll(() => server.close());

// jsdom does not scroll; react-admin scrolls to the top when a screen changes.
window.scrollTo = () => {};
// jsdom has no pointer capture; sonner captures the pointer when a toast is pressed (to swipe it).
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

// The output of a passing run says only what a person needs to read. Three kinds of console errors
// come from the libraries or the test harness, not from what is tested, and are left out; every
// other one prints.
// - react-admin logs every refused API call in development (useDataProvider): a test that makes
//   the API refuse checks what the screen says of it instead.
// - react-admin 5 hands MUI 5's props (InputProps, inputRef) beside MUI 9's slotProps, which carry
//   the same; MUI 9 passes the old ones on to a DOM element, and React warns.
// - A whole-app render loads its screens' chunks while the test waits for them (findBy…), which
//   React, told it runs in tests, would want wrapped in act().
const LIBRARY_INPUTS =
  /at (ResettableTextField|BooleanInput|AutocompleteInput|NumberInput|CheckboxGroupInputItem)\b/;
const logError = console.error;
console.error = (...args: unknown[]) => {
  if (args.length === 1 && args[0] instanceof HttpError) return;
  if (String(args[0]).startsWith('A suspended resource finished loading inside a test')) return;
  if (
    String(args[0]).startsWith('React does not recognize the') &&
    LIBRARY_INPUTS.test(captureOwnerStack() ?? '')
  ) {
    return;
  }
  logError(...args);
};
