import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { RiskFlag } from '../../../contract/enums.js';
import type { CardCodeKeys, FraudRules } from '../../config.js';
import { cardCodeHash } from '../../db/card-codes.js';
import type { Tx } from '../../db/client.js';
import { transactions, users } from '../../db/schema.js';
import { toCents } from '../../lib/money.js';

/** How many earlier transactions of the same code a new one links to. */
const MAX_DUPLICATES_LINKED = 50;

/** How a flag reads in a staff notification. */
export const RISK_FLAG_WORDS: Record<RiskFlag, string> = {
  duplicate_code: 'duplicate code',
  velocity: 'many submissions in an hour',
  new_account: 'new account',
  kyc_limit: "over the customer's monthly KYC limit",
};

export interface RiskAssessment {
  riskFlags: RiskFlag[];
  duplicateOf: string[];
}

/**
 * The risk flags of a card being submitted, decided inside the submission's database
 * transaction. The customer's row is locked first, so that two submissions of theirs at once are
 * counted one after the other.
 */
export async function assessRisk(
  tx: Tx,
  context: { rules: FraudRules; keys: CardCodeKeys },
  card: { customerId: string; cardCode: string; cardValue: string },
): Promise<RiskAssessment> {
  const { rules, keys } = context;
  const [customer] = await tx
    .select({
      isNew: sql<boolean>`${users.dateJoined} > now() - make_interval(hours => ${rules.newAccountHours})`,
    })
    .from(users)
    .where(eq(users.id, card.customerId))
    .for('update');
  const [recent] = await tx
    .select({ total: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, card.customerId),
        gt(transactions.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  // Through transactions_card_code_hash_idx: one index lookup whatever the table's size.
  const duplicates = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.cardCodeHash, cardCodeHash(keys, card.cardCode)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(MAX_DUPLICATES_LINKED);

  const riskFlags: RiskFlag[] = [];
  if (duplicates.length > 0) riskFlags.push('duplicate_code');
  // This submission is the (total + 1)th within the hour.
  if (recent.total >= rules.velocityLimit) riskFlags.push('velocity');
  if (customer?.isNew && toCents(card.cardValue) >= toCents(rules.newAccountCardValue)) {
    riskFlags.push('new_account');
  }
  return { riskFlags, duplicateOf: duplicates.map((row) => row.id) };
}
