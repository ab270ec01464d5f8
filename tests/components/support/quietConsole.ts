import { captureOwnerStack } from 'react';
import { HttpError } from 'react-admin';

// The output of a passing run says only what a person needs to read. Three kinds of console errors
// come from the libraries or the test harness, not from what is tested, and are left out; every
// other one prints.
// - react-admin logs every refused API call in development (useDataProvider): a test that makes
//   the API refuse checks what the screen says of it instead.
// - react-admin 5 hands MUI 5's props (InputProps, inputRef) beside MUI 9's slotProps, which carry
//   the same; MUI 9 passes the old ones on to a DOM element, and React warns.
// - The app's screens (renderApp, renderAppScreen) load their chunks while the test waits for
//   them (findBy…), which React, told it runs in tests, would want wrapped in act().
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
