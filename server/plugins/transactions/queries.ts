import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { transactions, users } from '../../db/schema.js';
import { brands } from '../brands/table.js';

/** The staff member who approved the payout, beside the customer in the same query. */
const approver = alias(users, 'payout_approver');

/** The member of staff holding a transaction's claim. */
const claimer = alias(users, 'claimer');

/** A claim that has not lapsed: judged by the database's clock, as the queue judges it. */
export const claimHolds = sql<boolean>`coalesce(${transactions.claimExpiresAt} > now(), false)`;

/**
 * The card code as sealed and as hashed: no answer shows them (the reveal and the duplicate check
 * read them on their own), so the lists and the detail do not carry them out of the database.
 */
const {
  cardCodeSealed: _sealed,
  cardCodeHash: _hash,
  ...shownColumns
} = getTableColumns(transactions);

/** What every transaction answer needs: the row, its customer, its brand, its approver and claim. */
const transactionSelection = {
  ...shownColumns,
  claimHolds,
  claimer: { id: claimer.id, username: claimer.username },
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    dateJoined: users.dateJoined,
  },
  brand: {
    id: brands.id,
    name: brands.name,
    imageId: brands.imageId,
    ratePercentage: brands.ratePercentage,
    isActive: brands.isActive,
    minAmount: brands.minAmount,
    maxAmount: brands.maxAmount,
  },
  approverUsername: approver.username,
};

/** What every transaction answer needs, then `alongside`: more columns (a list's total, say). */
export const transactionSelectionWith = <Alongside extends Record<string, SQL.Aliased | SQL>>(
  alongside: Alongside,
) => ({ ...transactionSelection, ...alongside });

/**
 * Transactions joined to their user, brand, approver and claimer; callers add where, order and
 * limit. `alongside`: more columns of the same query (transactionSelectionWith).
 */
export const selectTransactions = <
  Alongside extends Record<string, SQL.Aliased | SQL> = Record<never, never>,
>(
  db: Executor,
  alongside = {} as Alongside,
) =>
  db
    .select(transactionSelectionWith(alongside))
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(brands, eq(brands.id, transactions.brandId))
    .leftJoin(approver, eq(approver.id, transactions.payoutApprovedById))
    .leftJoin(claimer, eq(claimer.id, transactions.claimedById));

export type TransactionRow = Awaited<
  ReturnType<typeof selectTransactions<Record<never, never>>>
>[number];

/**
 * The two reads of every list page and detail, prepared once (see preparedPer): five joins over a
 * table with a dozen indexes took longer to plan than to run. The ids travel as one array, so the
 * statement is the same whatever the page size.
 */
const readsOf = preparedPer((db) => ({
  byId: selectTransactions(db)
    .where(eq(transactions.id, sql.placeholder('id')))
    .prepare('transaction_by_id'),
  byIds: selectTransactions(db)
    .where(sql`${transactions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('transactions_by_ids'),
}));

export async function findTransaction(db: Executor, id: string): Promise<TransactionRow | null> {
  const [row] = await readsOf(db).byId.execute({ id });
  return row ?? null;
}

/** The rows of these ids, in any order. */
export const findTransactions = (db: Executor, ids: string[]): Promise<TransactionRow[]> =>
  readsOf(db).byIds.execute({ ids });
