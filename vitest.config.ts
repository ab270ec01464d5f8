import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverSuites = {
  include: ['server/**/*.test.ts', 'tools/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Both cores (Vitest's default leaves one idle); the same as the app's, as projects that run
  // together must share it.
  maxWorkers: 2,
  // One database migrated per run, which each file's database copies (server/test/template.ts).
  globalSetup: ['server/test/template.ts'],
  // A worker imports the server's modules and compiles PGlite's WebAssembly once for all its
  // files instead of once per file (that was a third of the suite's time). Every file still
  // opens its own database and builds its own app; module state that outlives a file (PGlite's
  // compiled module, formatters, the image signing key) is the same for every file anyway.
  isolate: false,
};

/**
 * The server files that run once more on PostgreSQL, where its dialect matters: the database layer,
 * money, the lists and counts written in SQL or kept by triggers, the rules the database holds and
 * the races only a pool of connections runs, and the live channels of instances sharing one
 * database; the contract's sweep runs every route once. The rest (HTTP shapes, validation, guards,
 * OpenAPI, fuzzing, texts, uploads, pure functions) runs on PGlite alone. docs/development.md
 * says why each is here.
 */
const onPostgres = [
  // The pool, PostgreSQL going away, the app's role, append-only tables, an older release's
  // database migrated, maintenance, the data steps of the migrations.
  'server/db/**/*.test.ts',
  // Money: the ledger and its properties, payouts and payout runs (a server killed mid-step),
  // rate cards, the KYC limits, payments, the database's own refusals, a review's row lock.
  'server/plugins/{ledger,payouts,rates,kyc}/**/*.test.ts',
  'server/plugins/transactions/{fraud,payout-controls,review,detail}.test.ts',
  // Lists and counts written in SQL or kept by triggers, the review desk's claims, service levels.
  'server/plugins/transactions/{admin-list,dashboard,fast-lists,sla-counts,review-desk}.test.ts',
  'server/plugins/sla/{sla,alerts}.test.ts',
  'server/seed/sla-history.test.ts',
  // Races and the database's errors read by the app: the audit trail, the last administrator,
  // sessions and sign-in limits, unique names, the declared resources' conflicts.
  'server/plugins/audit/audit.test.ts',
  'server/plugins/staff/staff.test.ts',
  'server/plugins/brands/brands.test.ts',
  'server/plugins/signin/{auth,second-factor-limit}.test.ts',
  'server/declared/declared.test.ts',
  // Live channels: chat stored once, notifications, two instances sharing one database.
  'server/realtime/{dispute-channel,notifications-channel,instances}.test.ts',
  // The server process (main.ts) on PostgreSQL, drained and stopped on SIGTERM.
  'server/infra/draining.test.ts',
  // Every route of the OpenAPI document, once, with valid input.
  'server/test/contract.test.ts',
];

// The server suites run on PGlite and an in-process bus; with TEST_DATABASE_URL set, the files of
// `onPostgres` run once more against PostgreSQL (with TEST_REDIS_URL, the bus between instances is
// Redis in both projects).
const externalServices = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          ...serverSuites,
          include: onPostgres,
          // PGlite's own statement cache, and the card codes' sealing (no database).
          exclude: ['server/db/pglite-statements.test.ts', 'server/db/card-codes.test.ts'],
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
          testTimeout: 90_000,
        },
      },
    ],
  },
});
