import { setupServer } from 'msw/node';

/**
 * The API as component tests see it: MSW answers the app's real requests. Tests add the
 * handlers they need (`server.use`, or `fakeApi`); they are dropped after each test, and a
 * request nobody answers fails the test.
 */
export const server = setupServer();
