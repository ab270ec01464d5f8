import { eq, sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import type { ActivityLog, TransactionDetail } from '../../../contract/transactions.js';
import type { Database } from '../../db/client.js';
import { directSelect } from '../../db/direct-select.js';
import { preparedPer } from '../../db/prepared.js';
import { activityLogs, transactions } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { profitMargin } from '../../lib/money.js';
import { transactionLedger, transactionLedgerJson } from '../ledger/transaction-ledger.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';
import { selectTransactions, transactionSelectionWith } from './queries.js';
import { type LogRow, serializeLog, serializeTransaction } from './serialize.js';

/** The activity rows a detail shows, newest first. */
const RECENT_LOGS_LIMIT = 20;

/** An activity row as the detail's statement hands it out: JSON, its time as text. */
type LogJson = Omit<LogRow, 'createdAt'> & { createdAt: string };

/** The transaction's newest activity rows, as one JSON array. */
const recentLogsJson = sql<LogJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', recent.id, 'performedByName', recent.performed_by_name, 'action', recent.action,
    'newStatus', recent.new_status, 'notes', recent.notes, 'notesCode', recent.notes_code,
    'notesParams', recent.notes_params, 'createdAt', recent.created_at
  ) order by recent.created_at desc, recent.id desc), '[]'::json)
  from (
    select * from ${activityLogs} recent where recent.transaction_id = ${transactions.id}
    order by recent.created_at desc, recent.id desc limit ${sql.raw(String(RECENT_LOGS_LIMIT))}
  ) recent
)`;

/** Who approved reversing the payout, if someone has. */
const reversalApproverJson = sql<string | null>`(
  select approver.username from users approver
  where approver.id = ${transactions.reversalApprovedById}
)`;

/** Who approved clawing the payout back, if someone has. */
const clawbackApproverJson = sql<string | null>`(
  select approver.username from users approver
  where approver.id = ${transactions.clawbackApprovedById}
)`;

/**
 * A detail in one statement prepared once: the row and its joins, its newest activity, its
 * ledger figures and newest transfers, and who approved reversing its payout, as correlated
 * subqueries of the row. One round trip where there were four reads at once and a fifth after;
 * run by the database's client itself (directSelect), the hottest read of all.
 */
const alongside = {
  recentLogs: recentLogsJson.as('recent_logs'),
  ledger: transactionLedgerJson(transactions.id).as('ledger'),
  reversalApproverUsername: reversalApproverJson.as('reversal_approver_username'),
  clawbackApproverUsername: clawbackApproverJson.as('clawback_approver_username'),
};
const detailStatement = preparedPer((db) =>
  directSelect(
    db,
    'transaction_detail',
    transactionSelectionWith(alongside),
    selectTransactions(db, alongside).where(eq(transactions.id, sql.placeholder('id'))),
  ),
);

/** The detail answer: the transaction, its profit figures, its newest activity and its ledger. */
export async function transactionDetail(
  db: Database,
  id: string,
  payouts: PayoutApprovalRule,
): Promise<TransactionDetail> {
  const [row] = await detailStatement(db)({ id });
  if (!row) throw notFound('Gift card submission not found.');
  // Once paid, the money actually paid counts; before that, what the admin expects to pay.
  const payout =
    row.status === transactionStatus.enum.PAID
      ? (row.finalPayout ?? row.expectedPayout)
      : row.expectedPayout;
  const now = new Date();
  const { reversalApprovedById: approverId, reversalApprovedAt: approvedAt } = row;
  return {
    ...serializeTransaction(row, payouts),
    profit_margin: profitMargin(row.cardValue, payout),
    recent_logs: row.recentLogs.map(
      (log): ActivityLog => serializeLog({ ...log, createdAt: new Date(log.createdAt) }, now),
    ),
    ledger: transactionLedger(row.ledger),
    reversal_approval:
      approverId === null || approvedAt === null
        ? null
        : {
            approved_by: { id: approverId, username: row.reversalApproverUsername ?? '' },
            approved_at: approvedAt.toISOString(),
          },
    clawback:
      row.clawbackAmount === null || row.clawbackAt === null
        ? null
        : {
            amount: row.clawbackAmount,
            reason: row.clawbackReason ?? '',
            by:
              row.clawbackById && row.clawbackByUsername
                ? { id: row.clawbackById, username: row.clawbackByUsername }
                : null,
            at: row.clawbackAt.toISOString(),
          },
    clawback_approval:
      row.clawbackApprovedById === null || row.clawbackApprovedAt === null
        ? null
        : {
            approved_by: {
              id: row.clawbackApprovedById,
              username: row.clawbackApproverUsername ?? '',
            },
            approved_at: row.clawbackApprovedAt.toISOString(),
          },
  };
}
