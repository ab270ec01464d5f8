import { setTimeout as sleep } from 'node:timers/promises';
import { signInCustomers } from './accounts.js';
import { ApiError, createApi, liveBase } from './api.js';
import { loadBrands } from './brands.js';
import { SimulatedCustomer } from './customer.js';
import { FraudPlayer } from './fraud.js';

export interface SimulatorOptions {
  url: string;
  paceMs: number;
  customers: number;
  emails: string[];
  customerPassword: string;
  brandIds: string[];
  admin: { email: string; password: string };
  /** Stop after this many actions; unlimited when undefined. */
  actions?: number;
  /** Every other action is a fraud the risk flags catch (see fraud.ts). */
  fraud?: boolean;
  log: (line: string) => void;
}

/** Half the actions submit gift cards, the rest open disputes or write in their chats. */
const ACTIONS = ['submit', 'submit', 'submit', 'dispute', 'chat', 'chat', 'kyc'] as const;

/** Plays customers at the given pace until `signal` aborts (or the action count is reached). */
export async function runSimulator(options: SimulatorOptions, signal: AbortSignal) {
  const { log } = options;
  const api = createApi(options.url);
  const sessions = await whenReachable(
    () =>
      signInCustomers(
        api,
        {
          emails: options.emails,
          password: options.customerPassword,
          count: options.customers,
          admin: options.admin,
        },
        log,
      ),
    signal,
    log,
  );
  const brands = await loadBrands(sessions[0], options.brandIds);
  if (brands.length === 0) throw new Error('No active brand to submit gift cards for.');
  const customers = sessions.map((s) => new SimulatedCustomer(s, liveBase(options.url), log));
  await Promise.all(customers.map((customer) => customer.resumeChats()));
  await Promise.all(customers.map((customer) => customer.ensurePayoutAccount()));
  log(`playing ${customers.map((c) => c.name).join(', ')}, one action every ~${options.paceMs} ms`);
  const fraud = options.fraud ? new FraudPlayer(api, liveBase(options.url), brands, log) : null;

  try {
    for (let done = 0; options.actions === undefined || done < options.actions; done += 1) {
      // Jitter, so that the actions do not tick like a clock.
      await sleep(options.paceMs * (0.5 + Math.random()), undefined, { signal });
      const customer = customers[Math.floor(Math.random() * customers.length)];
      const action =
        fraud && done % 2 === 1 ? 'fraud' : ACTIONS[Math.floor(Math.random() * ACTIONS.length)];
      try {
        if (action === 'fraud') await fraud?.play(customers);
        else if (action === 'submit') {
          // Not `fraud?.remember(await …)`: without fraud, that would skip the submission too.
          const code = await customer.submitTransaction(brands);
          fraud?.remember(code);
        } else if (action === 'dispute') await customer.openDispute();
        else if (action === 'kyc') await customer.sendKycDocuments();
        else await customer.chat();
      } catch (error) {
        // A restarting server or a refused action: say so and go on with the next one.
        const reason = error instanceof ApiError ? error.message : String(error);
        log(`${customer.name} could not ${action}: ${reason}`);
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    for (const customer of customers) customer.stop();
  }
}

/** Retries `start` while the server cannot be reached, so the simulator may start before it. */
async function whenReachable<T>(
  start: () => Promise<T>,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
      if (attempt % 5 === 0) log(`${error.message}; waiting for it`);
      await sleep(2_000, undefined, { signal });
    }
  }
}
