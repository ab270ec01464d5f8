import { type SQL, sql } from 'drizzle-orm';
import type { LedgerCheck, LedgerCheckProblem, LedgerCheckRule } from '../../../contract/ledger.js';
import type { Database, Executor } from '../../db/client.js';

/** Problems listed per rule: enough to act on, bounded however broken the ledger is. */
const SHOWN_PER_RULE = 50;

type Row = { account_id?: string; transaction_id?: string; expected: string; found: string };

const rowsOf = async (db: Executor, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * What a transaction still owes and has been paid, re-added from its transfers through the
 * ledger's rules (ledger_transfer_effects, migration 0021): the effects are read, not restated.
 */
const perTransaction = sql`
  select transaction_id, sum(owed) as owed, sum(paid) as paid, sum(in_flight) as in_flight
  from ledger_transfer_effects
  where transaction_id is not null
  group by transaction_id`;

/**
 * The item each transaction has sent to the bank without a result (sent, or waiting on a cancel) (at most one: migration 0023),
 * as `s`: while sent, its amount is not owed but in flight (its net) or recovered (its offset).
 */
const sentItems = sql`(select transaction_id, amount, offset_amount, amount - offset_amount as net
  from payout_batch_items where state in ('sent', 'cancel_requested'))`;

/** What a transaction owes by its status: the one definition of the owed statuses (0021). */
const owedByStatus = sql`(case when transaction_status_owed(g.status) then coalesce(g.expected_payout, 0) else 0 end)`;

/**
 * What left through the payouts account: the final payouts of paid cards, less what of them a
 * clawback offset recovered instead of the bank sending it, less the clawbacks customers repaid.
 */
const paidOut = sql`(select coalesce(sum(final_payout), 0) from gift_card_transactions where status = 'PAID')
  - (select coalesce(sum(i.offset_amount), 0) from payout_batch_items i
      join gift_card_transactions g on g.id = i.transaction_id
      where i.state = 'paid' and g.status = 'PAID')
  - (select coalesce(sum(amount), 0) from ledger_transfers where kind = 'clawback_repaid')`;

/** Each rule of the contract's invariants, as a query returning the rows that break it. */
const RULES: Record<LedgerCheckRule, SQL> = {
  transfer_shape: sql`
    select id::text as transaction_id, 'two accounts, amount > 0' as expected,
      debit_account_id || ' → ' || credit_account_id || ', ' || amount as found
    from ledger_transfers where amount <= 0 or debit_account_id = credit_account_id`,
  debits_equal_credits: sql`
    select coalesce(sum(debits), 0)::text as expected, coalesce(sum(credits), 0)::text as found
    from ledger_accounts having coalesce(sum(debits), 0) <> coalesce(sum(credits), 0)
      or coalesce(sum(debits), 0) <> (select coalesce(sum(amount), 0) from ledger_transfers)`,
  account_balance: sql`
    with moved as (
      select account, sum(debit) as debits, sum(credit) as credits, count(*) as transfers from (
        select debit_account_id as account, amount as debit, 0 as credit from ledger_transfers
        union all
        select credit_account_id, 0, amount from ledger_transfers
      ) sides group by account
    )
    select a.id::text as account_id,
      coalesce(m.debits, 0)::numeric(22, 2) || ' / ' || coalesce(m.credits, 0)::numeric(22, 2) || ' in ' || coalesce(m.transfers, 0) as expected,
      a.debits || ' / ' || a.credits || ' in ' || a.transfer_count as found
    from ledger_accounts a left join moved m on m.account = a.id
    where a.debits <> coalesce(m.debits, 0) or a.credits <> coalesce(m.credits, 0)
      or a.transfer_count <> coalesce(m.transfers, 0)`,
  daily_totals: sql`
    with moved as (
      select (t.created_at at time zone 'UTC')::date as day, t.kind, d.kind as debit_kind,
        c.kind as credit_kind, count(*) as count, sum(t.amount) as amount
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      group by 1, 2, 3, 4
    )
    select coalesce(m.day, r.day) || ' ' || coalesce(m.kind, r.transfer_kind) || ': ' ||
        coalesce(m.count, 0) || ' for ' || coalesce(m.amount, 0)::numeric(22, 2) as expected,
      coalesce(r.count, 0) || ' for ' || coalesce(r.amount, 0) as found
    from moved m full join ledger_daily_totals r on r.day = m.day and r.transfer_kind = m.kind
      and r.debit_kind = m.debit_kind and r.credit_kind = m.credit_kind
    where m.count is distinct from r.count or m.amount is distinct from r.amount`,
  transaction_owed: sql`
    select g.id::text as transaction_id,
      (${owedByStatus} - coalesce(s.amount, 0))::numeric(22, 2)::text as expected,
      coalesce(m.owed, 0)::numeric(22, 2)::text as found
    from gift_card_transactions g left join (${perTransaction}) m on m.transaction_id = g.id
      left join ${sentItems} s on s.transaction_id = g.id
    where coalesce(m.owed, 0) <> ${owedByStatus} - coalesce(s.amount, 0)`,
  transaction_paid: sql`
    select g.id::text as transaction_id,
      (case when g.status = 'PAID' then coalesce(g.final_payout, 0) else coalesce(s.offset_amount, 0) end)::numeric(22, 2)::text as expected,
      coalesce(m.paid, 0)::numeric(22, 2)::text as found
    from gift_card_transactions g left join (${perTransaction}) m on m.transaction_id = g.id
      left join ${sentItems} s on s.transaction_id = g.id
    where coalesce(m.paid, 0) <> case when g.status = 'PAID' then coalesce(g.final_payout, 0) else coalesce(s.offset_amount, 0) end`,
  transaction_in_flight: sql`
    select g.id::text as transaction_id, coalesce(s.net, 0)::numeric(22, 2)::text as expected,
      coalesce(m.in_flight, 0)::numeric(22, 2)::text as found
    from gift_card_transactions g left join (${perTransaction}) m on m.transaction_id = g.id
      left join ${sentItems} s on s.transaction_id = g.id
    where coalesce(m.in_flight, 0) <> coalesce(s.net, 0)`,
  in_flight_total: sql`
    select (select coalesce(sum(net), 0) from ${sentItems} s)::numeric(22, 2)::text as expected,
      coalesce(sum(balance), 0)::numeric(22, 2)::text as found
    from ledger_accounts where kind = 'payouts_in_flight'
    having coalesce(sum(balance), 0) <> (select coalesce(sum(net), 0) from ${sentItems} s)`,
  single_payout: sql`
    select p.transaction_id::text as transaction_id, 'at most 1 payout not reversed' as expected,
      count(*)::text as found
    from ledger_transfers p
    where p.kind = 'payout' and not exists (select 1 from ledger_transfers r where r.reverses_id = p.id)
    group by p.transaction_id having count(*) > 1`,
  payables_total: sql`
    with owed as (select coalesce(sum(${owedByStatus}), 0)
        - (select coalesce(sum(amount), 0) from ${sentItems} s) as total
      from gift_card_transactions g)
    select (select total from owed)::numeric(22, 2)::text as expected,
      coalesce(sum(balance), 0)::numeric(22, 2)::text as found
    from ledger_accounts where kind = 'customer_payable'
    having coalesce(sum(balance), 0) <> (select total from owed)`,
  payouts_total: sql`
    select (${paidOut})::numeric(22, 2)::text as expected,
      coalesce(sum(balance), 0)::numeric(22, 2)::text as found
    from ledger_accounts where kind = 'payouts'
    having coalesce(sum(balance), 0) <> (${paidOut})`,
  transfer_fits_kind: sql`
    select t.id::text as transaction_id, 'a rule of ledger_transfer_rules' as expected,
      t.kind || ': ' || d.kind || ' → ' || c.kind as found
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where not exists (select 1 from ledger_transfer_rules r
      where r.kind = t.kind and r.debit_kind = d.kind and r.credit_kind = c.kind)`,
  no_overdraft: sql`
    select a.id::text as account_id, '>= 0.00' as expected, a.balance::text as found
    from ledger_accounts a join ledger_account_kinds k on k.kind = a.kind
    where k.never_negative and a.balance < 0`,
};

/**
 * Re-adds the whole ledger against its stored balances, roll-ups and the transactions it pays
 * for, in one snapshot (a repeatable-read transaction), so that writes going on meanwhile cannot
 * show up as problems.
 */
async function runCheck(db: Database): Promise<LedgerCheck> {
  const started = performance.now();
  const checkedAt = new Date();
  return db.transaction(
    async (tx) => {
      const problems: LedgerCheckProblem[] = [];
      for (const [rule, query] of Object.entries(RULES) as [LedgerCheckRule, SQL][]) {
        const rows = await rowsOf(tx, sql`${query} limit ${SHOWN_PER_RULE}`);
        problems.push(...rows.map((row) => ({ rule, ...withoutNulls(row) })));
      }
      const [sizes] = await rowsOf(
        tx,
        sql`select (select count(*) from ledger_transfers)::text as expected, (select count(*) from ledger_accounts)::text as found`,
      );
      return {
        ok: problems.length === 0,
        checked_at: checkedAt.toISOString(),
        took_ms: Math.round(performance.now() - started),
        transfers: Number(sizes.expected),
        accounts: Number(sizes.found),
        problems,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function withoutNulls(row: Row) {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as Row;
}

const running = new WeakMap<Database, Promise<LedgerCheck>>();

/** The check, one run at a time per database: a caller during a run gets that run's answer. */
export function checkLedger(db: Database): Promise<LedgerCheck> {
  const current = running.get(db);
  if (current) return current;
  const run = runCheck(db).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}
