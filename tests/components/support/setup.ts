import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
// As in the app (src/main.tsx loads it first): code outside React translates through its catalogue.
import '../../../src/i18n';
import { liveConnections } from './liveSockets';
import { server } from './server';

// A screen's first render loads its lazy chunks; on a busy machine that alone can pass Testing
// Library's 1 s default for findBy/waitFor, so a slow machine would read as a broken screen.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Testing Library unmounts automatically only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  liveConnections.length = 0;
});
afterAll(() => server.close());

// jsdom has no pointer capture; sonner captures the pointer when a toast is pressed (to swipe it).
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
