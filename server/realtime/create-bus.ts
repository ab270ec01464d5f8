import type { Config } from '../config.js';
import { type Bus, createLocalBus } from './bus.js';

export async function createBus(_config: Config): Promise<Bus> {
  return createLocalBus();
}
