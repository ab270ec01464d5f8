import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverSuites = {
  include: ['server/**/*.test.ts', 'tools/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// The server suites run on PGlite and an in-process bus; with TEST_DATABASE_URL / TEST_REDIS_URL
// set, the same suites run once more against PostgreSQL and Redis.
const externalServices = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          ...serverSuites,
          // The scaffold's test builds the app in a scratch copy: nothing in it touches a database.
          exclude: ['tools/add-resource/**'],
          name: 'server-postgres',
          env: { TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      { test: { ...serverSuites, name: 'server', env: { TEST_DB: 'pglite' } } },
      ...externalServices,
      {
        plugins: [react()],
        test: {
          name: 'app',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/support/setup.ts'],
          // Each worker loads react-admin, MUI and jsdom once for all its files instead of once per
          // file (that was most of a file's time): the files share the page and their modules,
          // and the setup file gives each a fresh start (storage, cookies, language, the API).
          isolate: false,
          // Vitest's default is one worker per core but one; the main process is idle meanwhile.
          maxWorkers: 2,
          // Whole-app renders with typed input take seconds on a 2-core machine under load; the
          // limit is a safety net against a hang, not a speed target.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
