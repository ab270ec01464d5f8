import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN, loadConfig } from './config.js';
import { ensureAdmin } from './plugins/users/accounts.js';
import { createTestDatabase } from './test/database.js';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gca-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const secret = 'a-production-secret-that-is-long-enough';
const cardCodeKey = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('runs out of the box in development, with the demo admin and data', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 8000,
      host: '127.0.0.1',
      seed: 'demo',
    });
    expect(config.admin).toEqual(DEMO_ADMIN);
    // The generated secret is kept, so sessions survive a restart.
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    // So is the card code key: codes sealed before a restart still open after it.
    expect(readFileSync(path.join(dir, 'card-code-key'), 'utf8')).toBe(
      config.cardCodeKeys.seal.toString('base64'),
    );
    expect(loadConfig({ DATA_DIR: dir }).cardCodeKeys).toEqual(config.cardCodeKeys);
    expect(config.cardCodeKeys.seal).toHaveLength(32);
    expect(config.cardCodeKeys.hash).toHaveLength(32);
    expect(config.cardCodeKeys.hash.equals(config.cardCodeKeys.seal)).toBe(false);
  });

  it('reads the fraud thresholds, with the contract defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).fraud).toEqual({
      velocityLimit: 5,
      newAccountHours: 24,
      newAccountCardValue: '500.00',
      dualApprovalThreshold: '500.00',
    });
    const custom = loadConfig({
      DATA_DIR: dataDir(),
      VELOCITY_LIMIT: '3',
      NEW_ACCOUNT_HOURS: '48',
      NEW_ACCOUNT_CARD_VALUE: '250',
      DUAL_APPROVAL_THRESHOLD: '1000.00',
    });
    expect(custom.fraud).toEqual({
      velocityLimit: 3,
      newAccountHours: 48,
      newAccountCardValue: '250',
      dualApprovalThreshold: '1000.00',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), CARD_CODE_KEY: 'c2hvcnQ=' })).toThrow(
      /CARD_CODE_KEY: must be 32 bytes in base64/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DUAL_APPROVAL_THRESHOLD: 'lots' })).toThrow(
      /DUAL_APPROVAL_THRESHOLD/,
    );
  });

  it('names each bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_REQUESTS_PER_MINUTE: '0', DATA_DIR: dataDir() })).toThrow(
      /AUTH_REQUESTS_PER_MINUTE/,
    );
  });

  it('lets one address send 30 sign-in requests a minute unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).authRequestsPerMinute).toBe(30);
    const relaxed = loadConfig({ DATA_DIR: dataDir(), AUTH_REQUESTS_PER_MINUTE: '1000' });
    expect(relaxed.authRequestsPerMinute).toBe(1000);
  });

  it('trusts a hop count or listed proxies, and refuses TRUST_PROXY=true naming the safe forms', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(trust().trustProxy).toBe(false);
    expect(trust('false').trustProxy).toBe(false);
    expect(trust('1').trustProxy).toBe(1);
    expect(trust('10.0.0.0/8, 192.168.1.7,::1, fd00::/8').trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
    expect(() => trust('true')).toThrow(
      /TRUST_PROXY: true would let any client choose its address; use a hop count .* or a comma-separated list of proxy addresses or private CIDRs/,
    );
    const believesAnyone =
      /^Invalid configuration: TRUST_PROXY: .* would let any client choose its address; use a hop count .*, or false$/;
    for (const everyone of ['0.0.0.0/0', '::/0', '0.0.0.0/1,128.0.0.0/1', '8.8.0.0/16']) {
      expect(() => trust(everyone), everyone).toThrow(believesAnyone);
    }
    expect(() => trust('10.0.0.0/8,0.0.0.0/1,128.0.0.0/1')).toThrow(
      'TRUST_PROXY: 0.0.0.0/1, 128.0.0.0/1 would let any client choose its address',
    );
    // A balancer's own public address is a proxy, not a range of clients.
    expect(trust('203.0.113.7, 100.64.0.0/10').trustProxy).toEqual([
      '203.0.113.7',
      '100.64.0.0/10',
    ]);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: 10\.0\.0\.0\/33 is not a hop count/);
    expect(() => trust('proxy.internal')).toThrow(/TRUST_PROXY: proxy\.internal is not/);
  });

  it('refuses a hop count above 5, which a direct client could fill with addresses of its own', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(trust('5').trustProxy).toBe(5);
    for (const hops of ['6', '100', '99999999999']) {
      expect(() => trust(hops), hops).toThrow(
        new RegExp(
          `^Invalid configuration: TRUST_PROXY: ${hops} hops is more than 5; .*Give the number of proxies in front of the server, or their addresses$`,
        ),
      );
    }
  });

  it('stops the server with one readable line, no stack trace, on a configuration it refuses', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir(),
        TRUST_PROXY: '0.0.0.0/0',
      },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd()).toMatch(
      /^Invalid configuration: TRUST_PROXY: 0\.0\.0\.0\/0 would let any client choose its address[^\n]*$/,
    );
    // Starting a process that loads the whole server takes a while on a busy machine.
  }, 120_000);

  it('caps requests in flight by the database, and waits seconds, not minutes, for a request', () => {
    const embedded = loadConfig({ DATA_DIR: dataDir() });
    expect(embedded.maxRequestsInFlight).toBe(16);
    expect(embedded.requestTimeoutMs).toBe(15_000);
    const shared = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/gca' });
    expect(shared.maxRequestsInFlight).toBe(64);
    expect(
      loadConfig({ DATA_DIR: dataDir(), MAX_REQUESTS_IN_FLIGHT: '200' }).maxRequestsInFlight,
    ).toBe(200);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_OWNER_URL: 'postgres://x/y' })).toThrow(
      /DATABASE_OWNER_URL: needs DATABASE_URL/,
    );
  });

  it('refuses production without a JWT secret, a card code key or an explicit admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /CARD_CODE_KEY: required/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ADMIN_EMAIL: 'a@example.com' }),
    ).toThrow(/ADMIN_PASSWORD: required/);
  });

  it('seeds nothing and invents no admin in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      CARD_CODE_KEY: cardCodeKey,
    });
    expect(config.seed).toBe('none');
    expect(config.admin).toBeNull();
  });

  it('refuses to start a database without administrators when none is configured', async () => {
    const database = await createTestDatabase();
    try {
      await expect(ensureAdmin(database.db, null)).rejects.toThrow(/ADMIN_EMAIL, ADMIN_PASSWORD/);
      const created = await ensureAdmin(database.db, {
        email: 'boss@example.com',
        password: 'long-password',
      });
      expect(created?.role).toBe('admin');
      // Once one exists, nothing more is asked for or created.
      await expect(ensureAdmin(database.db, null)).resolves.toBeNull();
    } finally {
      await database.close();
    }
  });
});
