import { sql } from 'drizzle-orm';
import { transactions } from '../../db/schema.js';

/** Matches the predicate of transactions_flagged_created_idx, so the planner can use it. */
export const isFlagged = sql`cardinality(${transactions.riskFlags}) > 0`;
