import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ReadinessCheck as Check, health, readinessResponses } from '../../contract/meta.js';
import { RETRY_AFTER_SECONDS } from '../db/availability.js';
import { migrationsApplied } from '../db/client.js';

/** What an instance needs to serve requests: its database, migrated, and Redis when configured. */
async function readiness(app: FastifyInstance): Promise<Record<string, Check>> {
  let database: Check = 'ok';
  let migrations: Check = 'ok';
  try {
    await app.db.execute(sql`select 1`);
    if (!(await migrationsApplied(app.db))) migrations = 'pending';
  } catch {
    database = 'unreachable';
    migrations = 'unreachable';
  }
  const redis: Check = !app.config.redisUrl
    ? 'not configured'
    : app.bus.connected()
      ? 'ok'
      : 'disconnected';
  return { database, migrations, redis };
}

/**
 * Probes for a load balancer or an orchestrator: /healthz says the process answers (restart it
 * when it does not), /readyz whether it can serve requests now (send it traffic only while 200).
 */
export async function probeRoutes(app: FastifyInstance) {
  const tags = ['meta'];
  app.get(
    '/healthz',
    {
      schema: {
        tags,
        summary: 'Liveness: the process is up and answering',
        response: { 200: health },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary:
          'Readiness: database reachable, migrations applied, Redis connected when configured, not shutting down',
        description:
          '200 `{status: "ready", checks}`, else 503 `{message, checks}` with Retry-After (from the start of a graceful shutdown too, while the instance still serves).',
        response: readinessResponses,
      },
    },
    async (_request, reply) => {
      const checks = await readiness(app);
      const failing = Object.entries(checks).filter(
        ([, check]) => check !== 'ok' && check !== 'not configured',
      );
      if (failing.length === 0 && !app.draining()) return { status: 'ready', checks };
      const reasons = app.draining()
        ? 'shutting down'
        : failing.map(([name, check]) => `${name} ${check}`).join(', ');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: `Not ready: ${reasons}.`, checks });
    },
  );
}
