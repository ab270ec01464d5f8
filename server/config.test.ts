import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN, loadConfig } from './config.js';
import { ensureAdmin } from './plugins/users/accounts.js';
import { createTestDatabase } from './test/database.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gca-config-'));
const secret = 'a-production-secret-that-is-long-enough';

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
  });

  it('names each bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(ConfigError);
  });

  it('refuses production without a JWT secret or without an explicit admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ADMIN_EMAIL: 'a@example.com' }),
    ).toThrow(/ADMIN_PASSWORD: required/);
  });

  it('seeds nothing and invents no admin in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret });
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
