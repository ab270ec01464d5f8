import { and, asc, count, desc, eq, getTableColumns, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import {
  type LedgerAccountKind,
  type LedgerSummary,
  ledgerAccountKind,
  type TransferListQuery,
  transferKind,
} from '../../../contract/ledger.js';
import type { Executor } from '../../db/client.js';
import {
  ledgerAccountKinds,
  ledgerAccounts,
  ledgerDailyTotals,
  ledgerTransfers,
  users,
} from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { formatCents, toCents } from '../../lib/money.js';
import { pageWindow, parseOrdering } from '../../lib/pagination.js';
import { serializeAccount, serializeTransfer, transferColumns } from './serialize.js';

export const ACCOUNT_NOT_FOUND = 'Ledger account not found.';

const accountColumns = {
  ...getTableColumns(ledgerAccounts),
  customer: sql<{
    id: string;
    username: string;
    email: string;
  } | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'username', ${users.username}, 'email', ${users.email}) end`,
};

const selectAccounts = (db: Executor) =>
  db
    .select(accountColumns)
    .from(ledgerAccounts)
    .leftJoin(users, eq(users.id, ledgerAccounts.customerId));

export async function getAccount(db: Executor, id: string) {
  const [account] = await selectAccounts(db).where(eq(ledgerAccounts.id, id));
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  return serializeAccount(account);
}

/** A bare date as an upper bound includes that whole day (as the audit log's filter does). */
const upperBound = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? sql`(${value}::date + 1)::timestamptz`
    : sql`${value}::timestamptz`;

/**
 * Transfers newest (or oldest) first. An account's transfers are read as two ordered index scans,
 * its debits and its credits, merged: a business account has one transfer per card, and an OR
 * of the two would sort them all for one page.
 */
export async function listTransfers(db: Executor, query: TransferListQuery) {
  const [term] = parseOrdering(query.ordering, { fields: ['created_at'], fallback: '-created_at' });
  const order = term?.descending === false ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const filters = (side?: SQL) =>
    and(
      side,
      query.transaction ? eq(ledgerTransfers.transactionId, query.transaction) : undefined,
      query.kind ? eq(ledgerTransfers.kind, query.kind) : undefined,
      query.created_after
        ? sql`${ledgerTransfers.createdAt} >= ${query.created_after}::timestamptz`
        : undefined,
      query.created_before
        ? lt(ledgerTransfers.createdAt, upperBound(query.created_before))
        : undefined,
    );
  const ordered = (where: SQL | undefined, rows: number, skipped: number) =>
    db
      .select(transferColumns)
      .from(ledgerTransfers)
      .where(where)
      .orderBy(order(ledgerTransfers.createdAt), order(ledgerTransfers.seq))
      .limit(rows)
      .offset(skipped);
  // An account's page: each side's first offset + limit rows in order, merged by the database
  // (a Merge Append of the two index scans), so only the page itself comes back.
  const rows = query.account
    ? await unionAll(
        ordered(filters(eq(ledgerTransfers.debitAccountId, query.account)), offset + limit, 0),
        ordered(filters(eq(ledgerTransfers.creditAccountId, query.account)), offset + limit, 0),
      )
        .orderBy(order(ledgerTransfers.createdAt), order(ledgerTransfers.seq))
        .limit(limit)
        .offset(offset)
    : await ordered(filters(), limit, offset);
  return { count: await countTransfers(db, query, filters), results: rows.map(serializeTransfer) };
}

/**
 * The total of a transfer list: from the account's stored count, or the day roll-ups, when the
 * filters allow it; otherwise counted through the indexes the filters name.
 */
async function countTransfers(
  db: Executor,
  query: TransferListQuery,
  filters: (side?: SQL) => SQL | undefined,
) {
  const dated = query.created_after || query.created_before;
  if (query.account && !query.transaction && !query.kind && !dated) {
    const [account] = await db
      .select({ transfers: ledgerAccounts.transferCount })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, query.account));
    return account?.transfers ?? 0;
  }
  if (!query.account && !query.transaction && !dated) {
    const [rolled] = await db
      .select({ transfers: sql<number>`coalesce(sum(${ledgerDailyTotals.count}), 0)::int` })
      .from(ledgerDailyTotals)
      .where(query.kind ? eq(ledgerDailyTotals.transferKind, query.kind) : undefined);
    return rolled.transfers;
  }
  const side = query.account
    ? or(
        eq(ledgerTransfers.debitAccountId, query.account),
        eq(ledgerTransfers.creditAccountId, query.account),
      )
    : undefined;
  const [total] = await db.select({ total: count() }).from(ledgerTransfers).where(filters(side));
  return total.total;
}

const ZERO = '0.00';

/** The kinds of the two sides of a day's movements, each with the side its balance is on. */
const debitKinds = alias(ledgerAccountKinds, 'debit_kinds');
const creditKinds = alias(ledgerAccountKinds, 'credit_kinds');

/**
 * A day's summary from the roll-ups alone: balances of each kind at the start of the day (every
 * earlier day's movements added), the day's transfers by kind, and the balances at its end.
 */
export async function ledgerSummary(db: Executor, date: string): Promise<LedgerSummary> {
  const movements = await db
    .select({
      before: sql<boolean>`${ledgerDailyTotals.day} < ${date}::date`,
      transferKind: ledgerDailyTotals.transferKind,
      debitKind: ledgerDailyTotals.debitKind,
      creditKind: ledgerDailyTotals.creditKind,
      debitNormal: sql<boolean>`${debitKinds.normalSide} = 'debit'`,
      creditNormal: sql<boolean>`${creditKinds.normalSide} = 'debit'`,
      count: sql<number>`sum(${ledgerDailyTotals.count})::int`,
      amount: sql<string>`sum(${ledgerDailyTotals.amount})::numeric(22, 2)::text`,
    })
    .from(ledgerDailyTotals)
    .innerJoin(debitKinds, eq(debitKinds.kind, ledgerDailyTotals.debitKind))
    .innerJoin(creditKinds, eq(creditKinds.kind, ledgerDailyTotals.creditKind))
    .where(sql`${ledgerDailyTotals.day} <= ${date}::date`)
    .groupBy(
      sql`1`,
      ledgerDailyTotals.transferKind,
      ledgerDailyTotals.debitKind,
      ledgerDailyTotals.creditKind,
      debitKinds.normalSide,
      creditKinds.normalSide,
    );
  const cents = Object.fromEntries(ledgerAccountKind.options.map((kind) => [kind, 0n])) as Record<
    LedgerAccountKind,
    bigint
  >;
  const opening = { ...cents };
  const closing = { ...cents };
  const transfers = Object.fromEntries(
    transferKind.options.map((kind) => [kind, { count: 0, amount: 0n }]),
  ) as Record<(typeof transferKind.options)[number], { count: number; amount: bigint }>;
  for (const row of movements) {
    const amount = toCents(row.amount);
    // As ledger_accounts.balance says: by the side each kind's balance is on.
    const move = (balances: typeof cents) => {
      balances[row.debitKind] += row.debitNormal ? amount : -amount;
      balances[row.creditKind] += row.creditNormal ? -amount : amount;
    };
    move(closing);
    if (row.before) move(opening);
    else {
      transfers[row.transferKind].count += row.count;
      transfers[row.transferKind].amount += amount;
    }
  }
  const money = (balances: typeof cents) => ({
    card_inventory: formatCents(balances.card_inventory),
    customer_payable: formatCents(balances.customer_payable),
    payouts: formatCents(balances.payouts),
  });
  return {
    date,
    opening: money(opening),
    closing: money(closing),
    transfers: Object.fromEntries(
      Object.entries(transfers).map(([kind, day]) => [
        kind,
        { count: day.count, amount: day.count ? formatCents(day.amount) : ZERO },
      ]),
    ) as LedgerSummary['transfers'],
    outstanding_payables: formatCents(closing.customer_payable),
    paid_total: formatCents(closing.payouts),
  };
}

/** What the business owes a customer: their payable account's stored balance. */
export async function balanceOwed(db: Executor, customerId: string): Promise<string> {
  const [account] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.customerId, customerId), eq(ledgerAccounts.kind, 'customer_payable')),
    );
  return account?.balance ?? ZERO;
}
