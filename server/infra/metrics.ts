import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { metricsResponses } from '../../contract/meta.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { bearerToken } from '../plugins/auth/guard.js';

/** The pool counters node-postgres keeps; PGlite has no pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const isPool = (client: unknown): client is PoolCounts =>
  typeof (client as PoolCounts | undefined)?.totalCount === 'number';

/**
 * The instance's Prometheus metrics, in a registry of its own: request durations per route,
 * open sockets, chat messages stored, bus reconnects, database pool and (with Node's default
 * metrics) event loop lag.
 */
function createMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const chatMessages = new Counter({
    name: 'chat_messages_total',
    help: 'Chat messages stored by this instance',
    registers: [registry],
  });
  const busReconnects = new Counter({
    name: 'bus_reconnects_total',
    help: 'Times the link between instances came back after an outage (sockets re-read history)',
    registers: [registry],
  });
  new Gauge({
    name: 'live_sockets_open',
    help: 'WebSocket connections open on this instance',
    registers: [registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  new Gauge({
    name: 'bus_connected',
    help: '1 while live events reach the other instances (always 1 without Redis)',
    registers: [registry],
    collect() {
      this.set(app.bus.connected() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const client = (app.db as unknown as { $client?: unknown }).$client;
      if (!isPool(client)) return;
      this.set({ state: 'total' }, client.totalCount);
      this.set({ state: 'idle' }, client.idleCount);
      this.set({ state: 'waiting' }, client.waitingCount);
    },
  });
  return { registry, requestDuration, chatMessages, busReconnects };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Must be installed before any route is registered, so that every route is timed. */
export function installMetrics(app: FastifyInstance) {
  const metrics = createMetrics(app);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  const unsubscribe = app.bus.subscribe((event) => {
    if (event.type === 'resync') metrics.busReconnects.inc();
  });
  app.addHook('onClose', async () => unsubscribe());
}

const sameSecret = (given: string | null, expected: string) =>
  given !== null &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export const METRICS_NEED_TOKEN = 'Metrics are served in production only with METRICS_TOKEN set.';

/**
 * `GET /metrics` in Prometheus' text format; with METRICS_TOKEN set, only for `Bearer <token>`;
 * in production without it, to nobody.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const { metricsToken, env } = app.config;
  const guard = async (request: FastifyRequest) => {
    // In production the figures (routes, load, memory) are for the operator's scraper only.
    if (!metricsToken && env === 'production') throw forbidden(METRICS_NEED_TOKEN);
    if (metricsToken && !sameSecret(bearerToken(request), metricsToken)) throw unauthorized();
  };
  app.get(
    '/metrics',
    {
      onRequest: guard,
      schema: {
        tags: ['meta'],
        summary:
          'Prometheus metrics (Bearer METRICS_TOKEN when it is set; refused in production without it)',
        response: metricsResponses,
      },
    },
    async (_request, reply) => {
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
