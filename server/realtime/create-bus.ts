import { type Bus, createLocalBus } from './bus.js';
import { type BusLogger, createRedisBus } from './redis-bus.js';

/** Redis pub/sub when REDIS_URL is set (several instances), else in-process (one instance). */
export async function createBus(
  { redisUrl }: { redisUrl?: string },
  log: BusLogger = console,
): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, { log }) : createLocalBus();
}
