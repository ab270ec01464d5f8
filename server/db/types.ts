import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

// Apart from client.ts so that what client.ts runs while opening (sealing card codes) can name
// the database without importing the module that imports it.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle given to code that must run inside a database transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;
