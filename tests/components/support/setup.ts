import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadSignedInParts } from '../../../src/signedIn';
import { startFreshPage } from './freshPage';
import { liveConnections } from './liveSockets';
// Once per worker (a module, not this file, which runs again before each test file).
import './quietConsole';
import { server } from './server';

// A screen's first render loads its lazy chunks; on a busy machine that alone can pass Testing
// Library's 1 s default for findBy/waitFor, so a slow machine would read as a broken screen.
configure({ asyncUtilTimeout: 5000 });

// Each test file starts on a page as a new visit finds it: the files of a worker share one
// (vitest.config.ts), and this file runs again before each of them.
beforeAll(async () => {
  // As in the app after sign-in: the whole catalogue, which code outside React translates through
  // too, and the registry.
  await loadSignedInParts();
  await startFreshPage();
  server.listen({ onUnhandledRequest: 'error' });
});
// Testing Library also tells React it runs in tests (so state updates wrapped in act() are
// expected) only when test globals are on; they are off here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Testing Library unmounts automatically only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  // Sonner keeps the toasts still shown in a module and replays them to the next Toaster.
  toast.dismiss();
  server.resetHandlers();
  liveConnections.length = 0;
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// jsdom does not scroll; react-admin scrolls to the top when a screen changes.
window.scrollTo = () => {};
// jsdom has no pointer capture; sonner captures the pointer when a toast is pressed (to swipe it).
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
