import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop behind a load balancer. From the first moment /readyz answers 503, but the
 * instance goes on serving for `drainMs`: the balancer's health checks need that long to see it
 * and send new requests and sockets to the other instances (a balancer still sending here would
 * otherwise meet a closed port or Fastify's 503 for requests arriving while it closes). Then it
 * closes: live sockets get 1012 (reconnect, now to another instance), no new connection is
 * accepted, requests in flight and chat messages being stored are finished, the bus and database
 * are closed by the caller afterwards.
 */
export function installDraining(app: FastifyInstance) {
  let draining = false;
  app.decorate('draining', () => draining);
  app.decorate('closeGracefully', async (drainMs: number) => {
    draining = true;
    if (drainMs > 0) await sleep(drainMs);
    await app.close();
  });
}
