import { loadConfig } from '../config.js';
import { createAccessTokens } from '../plugins/auth/access-tokens.js';
import { ensureAdmin } from '../plugins/users/accounts.js';
import { createFreshDatabase, TEST_CARD_CODE_ENV } from '../test/database.js';

/**
 * What every benchmark starts from: a scratch database (PGlite, or a database created and dropped
 * on the PostgreSQL server of BENCH_DATABASE_URL), a test configuration, and an admin's token.
 */
export async function benchSetup() {
  const database = await createFreshDatabase(process.env.BENCH_DATABASE_URL);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: '/tmp/gca-bench',
    ...TEST_CARD_CODE_ENV,
  });
  const admin = await ensureAdmin(database.db, {
    email: 'bench@example.com',
    password: 'bench-password',
  });
  if (!admin) throw new Error('the bench administrator could not be created');
  const adminToken = await createAccessTokens(config.jwtSecret).sign({
    userId: admin.id,
    role: 'admin',
  });
  return { database, config, adminToken };
}
