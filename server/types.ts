import type { Config } from './config.js';
import type { DatabaseOutages } from './db/availability.js';
import type { Database } from './db/client.js';
import type { Bus } from './realtime/bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    bus: Bus;
    databaseOutages: DatabaseOutages;
    /** True from the moment `closeGracefully` starts: /readyz then answers 503. */
    draining(): boolean;
    /** Takes the instance out of rotation, waits `drainMs`, then closes it (infra/draining.ts). */
    closeGracefully(drainMs: number): Promise<void>;
  }
}
