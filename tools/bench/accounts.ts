import { sql } from 'drizzle-orm';
import type { Role } from '../../contract/enums.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import type { AccessTokens } from '../../server/plugins/auth/access-tokens.js';
import { hashPassword } from '../../server/plugins/auth/passwords.js';

/**
 * `count` accounts of one role inserted in one statement, all with the same password hash
 * (computed once: hashing thousands would be the bench's slowest step), each with an access token.
 */
export async function insertAccounts(
  database: DatabaseHandle,
  tokens: AccessTokens,
  { prefix, role, count }: { prefix: string; role: Role; count: number },
) {
  const passwordHash = await hashPassword('bench-password');
  const { rows } = (await database.db.execute(sql`
    insert into users (email, username, password_hash, role)
    select ${prefix} || n || '@bench.example', ${prefix} || n, ${passwordHash}, ${role}
    from generate_series(1, ${count}::int) as n
    returning id`)) as unknown as { rows: { id: string }[] };
  return Promise.all(
    rows.map(async ({ id }) => ({ id, token: await tokens.sign({ userId: id, role, epoch: 0 }) })),
  );
}
