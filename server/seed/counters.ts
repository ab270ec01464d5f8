import { sql } from 'drizzle-orm';
import { transactionStatus } from '../../contract/enums.js';
import type { Executor } from '../db/client.js';

/** After a bulk load, sets the brands' dashboard counters from the transactions in one pass. */
export async function recountBrandCounters(db: Executor) {
  const paid = transactionStatus.enum.PAID;
  await db.execute(sql`
    update brands set
      submission_count = coalesce(totals.submissions, 0),
      paid_count = coalesce(totals.paid, 0),
      paid_payout_total = coalesce(totals.paid_payouts, 0)
    from brands as b
    left join (
      select brand_id,
             count(*)::int as submissions,
             (count(*) filter (where status = ${paid}))::int as paid,
             coalesce(sum(final_payout) filter (where status = ${paid}), 0) as paid_payouts
      from gift_card_transactions
      group by brand_id
    ) as totals on totals.brand_id = b.id
    where brands.id = b.id`);
}
