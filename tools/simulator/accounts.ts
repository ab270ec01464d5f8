import { randomBytes } from 'node:crypto';
import { type Api, ApiError } from './api.js';
import { Session } from './session.js';

export interface CustomerSource {
  /** Explicit customers to play, all with `password`. */
  emails: string[];
  password: string;
  count: number;
  /** Finds seeded customers when no e-mails are given; without it, all are registered. */
  admin: { email: string; password: string };
}

/**
 * The customers to play: the given e-mails; else active seeded customers (found with the admin
 * account, signed in with the seed's password); topped up with freshly registered `sim_` ones.
 */
export async function signInCustomers(
  api: Api,
  source: CustomerSource,
  log: (line: string) => void,
): Promise<Session[]> {
  if (source.emails.length > 0) {
    return Promise.all(source.emails.map((email) => Session.start(api, email, source.password)));
  }
  const sessions = await seededCustomers(api, source, log);
  if (sessions.length > 0) log(`playing ${sessions.length} seeded customer(s)`);
  while (sessions.length < source.count) sessions.push(await registerCustomer(api, log));
  return sessions;
}

/** A freshly registered `sim_` customer, signed in. */
export async function registerCustomer(api: Api, log: (line: string) => void): Promise<Session> {
  const username = `sim_${randomBytes(4).toString('hex')}`;
  const account = {
    email: `${username}@example.com`,
    username,
    password: randomBytes(12).toString('hex'),
  };
  await api.register(account);
  log(`registered customer ${username}`);
  return Session.start(api, account.email, account.password);
}

async function seededCustomers(
  api: Api,
  source: CustomerSource,
  log: (line: string) => void,
): Promise<Session[]> {
  let admin: Session;
  try {
    admin = await Session.start(api, source.admin.email, source.admin.password);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw error;
    log(
      `cannot sign in as ${source.admin.email} (${(error as Error).message}): no seeded customers`,
    );
    return [];
  }
  const page = await admin.call<{ results: Array<{ email: string }> }>(
    'GET',
    // Oldest first: seeded accounts, not the `sim_` ones of earlier runs.
    `/admin/users/?role=customer&is_active=true&ordering=date_joined&page_size=${source.count}`,
  );
  const sessions: Session[] = [];
  let failures = 0;
  // Each wrong password counts against the login throttle: give up on seeded accounts early.
  for (const { email } of page.results) {
    if (failures === 3) break;
    try {
      sessions.push(await Session.start(api, email, source.password));
    } catch {
      failures += 1;
    }
  }
  return sessions;
}
