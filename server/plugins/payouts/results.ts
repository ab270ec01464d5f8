import { and, eq, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import {
  BATCH_NOT_SUBMITTED,
  type BankResult,
  bankResult,
  RESULTS_FILE_COLUMNS,
  type ResultsOutcome,
} from '../../../contract/payouts.js';
import type { Database } from '../../db/client.js';
import { payoutBatches, payoutBatchItems } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { parseCsv } from '../rates/csv.js';
import { lockBatch } from './batch-rows.js';
import { applyResults } from './item-results.js';

type Audit = AuditContext & { actor: { id: string; username: string } };

/** Ends a dry run's database transaction, undoing what it did, with what it would have done. */
class DryRunOutcome extends Error {
  constructor(readonly outcome: ResultsOutcome) {
    super('dry run');
  }
}

/**
 * The results of a CSV file with a header naming at least `reference` and `status` (the others of
 * RESULTS_FILE_COLUMNS may be left out or empty); a 400 names the first bad line.
 */
export function resultsFromCsv(content: string): BankResult[] {
  const [header, ...lines] = parseCsv(content);
  const columns = header?.values.map((name) => name.trim().toLowerCase()) ?? [];
  for (const required of RESULTS_FILE_COLUMNS.slice(0, 2)) {
    if (!columns.includes(required)) {
      throw badRequest(`The results file needs a ${required} column.`);
    }
  }
  return lines.map(({ line, values }) => {
    const record = Object.fromEntries(
      columns
        .map((name, index) => [name, values[index]?.trim() ?? ''] as const)
        .filter(
          ([name, value]) =>
            (RESULTS_FILE_COLUMNS as readonly string[]).includes(name) && value !== '',
        ),
    );
    const parsed = bankResult.safeParse(record);
    if (!parsed.success) throw badRequest(`Line ${line}: ${parsed.error.issues[0].message}`);
    return parsed.data;
  });
}

/**
 * Reads a bank's results into a submitted batch (contract, "Batches"), in one database
 * transaction under the batch's lock: each result is applied once by the database; a repeated one
 * changes nothing, one contradicting what is recorded is reported and not applied, an unknown
 * reference is reported. A batch with no item left sent is settled. Audited with the counts.
 */
export async function recordResults(
  db: Database,
  input: { id: string; results: BankResult[]; audit: Audit; dryRun?: boolean },
): Promise<ResultsOutcome> {
  const { id, results, audit, dryRun = false } = input;
  try {
    return await applyInOneTransaction(db, id, results, audit, dryRun);
  } catch (error) {
    if (error instanceof DryRunOutcome) return error.outcome;
    throw error;
  }
}

/**
 * The results applied in one database transaction; a dry run applies them the same way, then
 * rolls everything back (money, states, activity and audit rows) and answers what it found.
 */
function applyInOneTransaction(
  db: Database,
  id: string,
  results: BankResult[],
  audit: Audit,
  dryRun: boolean,
): Promise<ResultsOutcome> {
  return db.transaction(async (tx) => {
    const batch = await lockBatch(tx, id);
    if (batch.state === 'draft' || batch.state === 'approved') throw conflict(BATCH_NOT_SUBMITTED);
    const outcomes = await applyResults(tx, id, results, audit);
    const outcome: ResultsOutcome = { applied: 0, unchanged: 0, conflicts: [], unmatched: [] };
    const unmatched = new Set<string>();
    results.forEach((result, index) => {
      const applied = outcomes[index];
      if (applied === 'applied') outcome.applied += 1;
      else if (applied === 'unchanged') outcome.unchanged += 1;
      else if (applied === 'unmatched') {
        if (!unmatched.has(result.reference)) outcome.unmatched.push(result.reference);
        unmatched.add(result.reference);
      } else {
        outcome.conflicts.push({
          reference: result.reference,
          recorded: applied,
          received: result.status,
        });
      }
    });
    await tx
      .update(payoutBatches)
      .set({ state: 'settled', settledAt: sql`now()` })
      .where(
        and(
          eq(payoutBatches.id, id),
          eq(payoutBatches.state, 'submitted'),
          sql`not exists (select 1 from ${payoutBatchItems} where ${payoutBatchItems.batchId} = ${id} and ${payoutBatchItems.state} = 'sent')`,
        ),
      );
    await recordAudit(tx, audit, {
      action: 'payout_batch.results',
      target: { type: 'payout_batch', id },
      summary: serverText('audit.batch_results', {
        applied: outcome.applied,
        unchanged: outcome.unchanged,
        conflicts: outcome.conflicts.length,
        unmatched: outcome.unmatched.length,
      }),
      changes: {
        applied: [null, outcome.applied],
        unchanged: [null, outcome.unchanged],
        conflicts: [null, outcome.conflicts.length],
        unmatched: [null, outcome.unmatched.length],
      },
    });
    if (dryRun) throw new DryRunOutcome(outcome);
    return outcome;
  });
}
