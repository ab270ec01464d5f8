import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

export const MAINTENANCE_INTERVAL_MS = 30_000;

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

interface Due {
  table: string;
  vacuum: boolean;
}

/**
 * The tables whose changes since their last VACUUM or ANALYZE passed autovacuum's kind of
 * threshold (a fixed part plus a share of the table), most changed first. The share is smaller
 * than autovacuum's default so that each run has little to read: PGlite answers one query at a
 * time, so a long VACUUM would hold every request behind it.
 */
async function dueTables(handle: DatabaseHandle): Promise<Due[]> {
  // PGlite publishes its table statistics only when asked to (one process, no collector tick).
  await handle.db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await handle.db.execute(sql`
    select s.relname as table,
           (s.n_dead_tup > 50 + 0.05 * greatest(c.reltuples, 0)
             or s.n_ins_since_vacuum > 1000 + 0.05 * greatest(c.reltuples, 0)) as vacuum,
           greatest(s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze)
             / (1 + greatest(c.reltuples, 0)) as share
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.n_dead_tup > 50 + 0.05 * greatest(c.reltuples, 0)
       or s.n_ins_since_vacuum > 1000 + 0.05 * greatest(c.reltuples, 0)
       or s.n_mod_since_analyze > 50 + 0.05 * greatest(c.reltuples, 0)
    order by share desc`)) as unknown as { rows: Due[] };
  return rows;
}

/** Whether nothing else vacuums this database: PGlite never does, PostgreSQL unless configured off. */
async function lacksAutovacuum(handle: DatabaseHandle): Promise<boolean> {
  if (handle.kind === 'pglite') return true;
  const { rows } = (await handle.db.execute(
    sql`select current_setting('autovacuum') = 'off' as off`,
  )) as unknown as { rows: { off: boolean }[] };
  return rows[0].off;
}

/** Vacuums (or only analyses) one due table: the one with the largest share of changes. */
export async function maintainOnce(handle: DatabaseHandle): Promise<Due | null> {
  const [due] = await dueTables(handle);
  if (!due) return null;
  const table = sql.identifier(due.table);
  // VACUUM keeps the visibility map current, which index-only scans (every list's page of ids)
  // need to skip the table; ANALYZE keeps the planner's statistics.
  await handle.db.execute(due.vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
  return due;
}

/**
 * Does autovacuum's work where there is none: every interval, at most one table is vacuumed or
 * analysed, so one tick holds the database for one small job. Stops with the server.
 */
export async function startMaintenance(
  handle: DatabaseHandle,
  log: Logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
) {
  if (!(await lacksAutovacuum(handle))) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    // A job still running (a large VACUUM) is not joined by a second one.
    if (running) return;
    running = (async () => {
      const started = performance.now();
      try {
        const done = await maintainOnce(handle);
        if (done) {
          const took = (performance.now() - started).toFixed(0);
          log.info(`${done.vacuum ? 'vacuumed' : 'analysed'} ${done.table} in ${took} ms`);
        }
      } catch (error) {
        log.warn(`database maintenance failed: ${(error as Error).message}`);
      } finally {
        running = null;
      }
    })();
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
