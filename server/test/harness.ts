import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../contract/enums.js';
import { type ServerTextCode, serverText } from '../../contract/messages.js';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createAccessTokens } from '../plugins/auth/access-tokens.js';
import { createAccount } from '../plugins/users/accounts.js';
import { type Bus, createLocalBus } from '../realtime/bus.js';
import { createTestDatabase, TEST_CARD_CODE_ENV } from './database.js';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  bus: Bus;
  /** A signed-in user of that role, with a valid bearer token. */
  login(role: Role, fields?: { email?: string; username?: string }): Promise<TestUser>;
  /** A request with the given bearer token (or none). */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  username: string;
  token: string;
}

let counter = 0;

export async function startTestServer(
  overrides: Partial<Config> = {},
  bus: Bus = createLocalBus(),
  /** Another handle than a fresh test database, e.g. one reaching it through a relay. */
  givenDatabase?: DatabaseHandle,
) {
  const database = givenDatabase ?? (await createTestDatabase());
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_SECRET,
      ...TEST_CARD_CODE_ENV,
      DATA_DIR: '/tmp/gca-unused',
    }),
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, bus });
  await app.ready();
  const tokens = createAccessTokens(config.jwtSecret);
  const server: TestServer = {
    app,
    database,
    config,
    bus,
    async login(role, fields = {}) {
      counter += 1;
      const username = fields.username ?? `${role}${counter}_${Date.now().toString(36)}`;
      const email = fields.email ?? `${username}@example.com`;
      const user = await createAccount(database.db, {
        email,
        username,
        password: 'password123',
        role,
        firstName: role === 'admin' ? 'Ada' : 'Carl',
        lastName: role === 'admin' ? 'Admin' : 'Customer',
      });
      return {
        id: user.id,
        email,
        username,
        token: await tokens.sign({ userId: user.id, role, epoch: 0 }),
      };
    },
    call(token, options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (token) headers.authorization = `Bearer ${token}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
  return server;
}

/** An error answer of a coded refusal: its English `message`, with its code and parameters. */
export const codedRefusal = (code: ServerTextCode, errors?: Record<string, string[]>) => {
  const { english, params } = serverText(code);
  return {
    message: english,
    message_code: code,
    message_params: params,
    ...(errors && { errors }),
  };
};
