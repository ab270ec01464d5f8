import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { liveConnections } from './liveSockets';
import { server } from './server';

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
