import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';

/** Customers with documents waiting in the KYC queue during the bench. */
export const KYC_WAITING_CUSTOMERS = 1_000;

/**
 * Gives KYC_WAITING_CUSTOMERS customers two pending documents each (an id card and a selfie,
 * hours apart), once, so that the KYC queue groups and orders real rows. The documents share one
 * private file: the queue never reads it.
 */
export async function ensureKycWaiting(db: Database) {
  await db.execute(sql`
    with file as (
      insert into media (content_type, bytes, etag, is_private)
      select 'image/png', '\\x89504e47'::bytea, 'bench-kyc', true
      where not exists (select 1 from kyc_documents)
      returning id
    ), waiting as (
      select id, row_number() over (order by id) as n from users
      where role = 'customer' order by id limit ${KYC_WAITING_CUSTOMERS}
    )
    insert into kyc_documents (user_id, type, media_id, content_type, size, created_at)
    select w.id, kind.type, file.id, 'image/png', 4,
      now() - make_interval(mins => (w.n * 7 + kind.later)::int)
    from waiting w, file,
      (values ('id_card', 60), ('selfie', 0)) as kind(type, later)`);
}
