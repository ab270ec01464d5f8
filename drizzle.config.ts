import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and the tables a domain keeps in its own folder.
  schema: ['./server/db/schema.ts', './server/plugins/*/table.ts'],
  out: './server/db/migrations',
});
