import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../paths.js';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './client.js';
import { databaseObjects, migrationsFolder } from './migrate.js';
import { sqlStatements } from './sql-statements.js';

/*
 * The database's code lives in one file per object (docs/architecture.md, "The database's code"):
 * every function and view of a migrated database is defined by the one file named after it, and
 * no migration after the baseline defines a function, a view or a trigger.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

const DEFINES = /^CREATE\s+(?:OR\s+REPLACE\s+)?(FUNCTION|VIEW|TRIGGER)\s+(?:"?public"?\.)?"?(\w+)/i;
const withoutComments = (statement: string) => statement.replace(/^(\s*--[^\n]*\n)*\s*/, '');

describe('the database objects', () => {
  it('are each defined in the one file named after it', async () => {
    const { rows } = (await handle.db.execute(sql`
      select 'functions' as folder, p.proname as name from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      union all
      select 'views', viewname from pg_views where schemaname = 'public'
      order by 1, 2`)) as unknown as { rows: { folder: string; name: string }[] };
    const definedIn = new Map<string, string[]>();
    for (const object of databaseObjects()) {
      for (const statement of sqlStatements(object.text)) {
        const [, kind, name] = DEFINES.exec(withoutComments(statement)) ?? [];
        if (!kind || kind.toUpperCase() === 'TRIGGER') continue;
        definedIn.set(name, [...(definedIn.get(name) ?? []), object.name]);
      }
    }
    expect(rows.length).toBeGreaterThan(40);
    for (const { folder, name } of rows) {
      expect(definedIn.get(name), name).toEqual([`${folder}/${name}.sql`]);
    }
  });

  it('are defined by no migration after the baseline', () => {
    const later = readdirSync(migrationsFolder).filter(
      (file) => file.endsWith('.sql') && file > '0034_baseline.sql',
    );
    const defining = later.flatMap((file) =>
      readFileSync(projectPath('server/db/migrations', file), 'utf8')
        .split('--> statement-breakpoint')
        .flatMap(sqlStatements)
        .map(withoutComments)
        .filter((statement) => DEFINES.test(statement))
        .map((statement) => `${file}: ${statement.split('\n')[0]}`),
    );
    expect(later.length).toBeGreaterThan(0);
    expect(defining).toEqual([]);
  });
});
