import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The API as component tests see it: MSW answers the app's real requests with the shared
 * handlers; tests add the ones they need (`server.use`, or `fakeApi`), dropped after each test.
 * A request nobody answers fails the test.
 */
export const server = setupServer(...handlers);
