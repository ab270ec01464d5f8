import { eq, sql } from 'drizzle-orm';
import type { RiskFlag } from '../../../contract/enums.js';
import { transactionStatus } from '../../../contract/enums.js';
import { serverText } from '../../../contract/messages.js';
import { CARD_DEFAULTS } from '../../../contract/rates.js';
import type { TransactionSubmit } from '../../../contract/transactions.js';
import type { CardCodeKeys, FraudRules } from '../../config.js';
import { storedCardCode } from '../../db/card-codes.js';
import type { Database } from '../../db/client.js';
import { transactions, users } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { type CheckedImage, saveImage } from '../../lib/images.js';
import { normalizeAmount, percentOf, toCents } from '../../lib/money.js';
import { notifyStaff } from '../../realtime/notifications.js';
import { brands } from '../brands/table.js';
import { passesMonthlyLimit } from '../kyc/limits.js';
import { type CardKind, quote } from '../rates/quote.js';
import { isHighValue, startClock } from '../sla/policies.js';
import { assessRisk, RISK_FLAG_WORDS } from './risk.js';

/**
 * What the card is, as the customer said, else the contract's defaults: the customer's country
 * when it is an ISO code, else US; an e-code; no receipt.
 */
function cardKindOf(body: TransactionSubmit, customerCountry: string): CardKind {
  const country = /^[A-Za-z]{2}$/.test(customerCountry.trim())
    ? customerCountry.trim().toUpperCase()
    : CARD_DEFAULTS.country;
  return {
    country: body.country ?? country,
    form: body.form ?? CARD_DEFAULTS.form,
    receipt: body.receipt ?? CARD_DEFAULTS.receipt,
  };
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * A customer submits a card, in one database transaction: the transaction (its code sealed, its
 * risk flags decided, its image, its review clock under the policy of the day), the brand's transaction counter and the staff's notification.
 * Returns the new id and the notification to publish once the transaction has committed.
 */
/** "ada submitted a $100.00 Amazon gift card (flagged: new account)", coded for the app. */
function submissionText(event: {
  customer: string;
  amount: string;
  brand: string;
  flags: RiskFlag[];
}) {
  const { customer, amount, brand, flags } = event;
  if (flags.length === 0) {
    return serverText('notification.giftcard_submitted', { customer, amount, brand });
  }
  return serverText(
    'notification.giftcard_submitted_flagged',
    { customer, amount, brand, flags: flags.join(',') },
    { flags: flags.map((flag) => RISK_FLAG_WORDS[flag]).join(', ') },
  );
}

export async function submitTransaction(
  db: Database,
  context: { rules: FraudRules; keys: CardCodeKeys; highValueCard: string },
  input: { customerId: string; body: TransactionSubmit; cardImage: CheckedImage | null },
) {
  const { customerId, body, cardImage } = input;
  return db.transaction(async (tx) => {
    const [brand] = await tx.select().from(brands).where(eq(brands.id, body.brand_id));
    if (!brand) throw fieldError('brand_id', 'Brand not found.');
    if (!brand.isActive) throw fieldError('brand_id', 'This brand is not accepting cards.');
    const value = toCents(body.card_value);
    if (value < toCents(brand.minAmount) || value > toCents(brand.maxAmount)) {
      throw fieldError(
        'card_value',
        `Card value must be between $${brand.minAmount} and $${brand.maxAmount}.`,
      );
    }
    const cardImageId = cardImage ? await saveImage(tx, cardImage) : null;
    const cardValue = normalizeAmount(body.card_value);
    const [customer] = await tx
      .select({ username: users.username, country: users.country })
      .from(users)
      .where(eq(users.id, customerId));
    const card = cardKindOf(body, customer?.country ?? '');
    const locked = await quote(tx, brand.id, cardValue, card);
    const risk = await assessRisk(tx, context, {
      customerId,
      cardCode: body.card_code,
      cardValue,
    });
    const expectedPayout = percentOf(cardValue, locked.rate_percentage);
    if (await passesMonthlyLimit(tx, customerId, expectedPayout)) risk.riskFlags.push('kyc_limit');
    const clock = await startClock(
      tx,
      'review',
      new Date(),
      isHighValue(cardValue, context.highValueCard),
    );
    const [created] = await tx
      .insert(transactions)
      .values({
        userId: customerId,
        brandId: brand.id,
        status: transactionStatus.enum.PENDING_REVIEW,
        cardValue,
        ...storedCardCode(context.keys, body.card_code),
        riskFlags: risk.riskFlags,
        duplicateOf: risk.duplicateOf,
        cardImageId,
        currency: brand.currency,
        ...card,
        rateLockRateId: locked.rate_id,
        rateLockPercentage: locked.rate_percentage,
        rateLockedAt: sql`now()`,
        offeredRate: locked.rate_percentage,
        expectedPayout,
        slaDueAt: clock.dueAt,
        slaWarnAt: clock.warnAt,
        slaPolicyVersion: clock.version,
      })
      .returning({ id: transactions.id });
    await tx
      .update(brands)
      .set({ transactionCount: sql`${brands.transactionCount} + 1` })
      .where(eq(brands.id, brand.id));
    const notification = await notifyStaff(tx, {
      kind: 'giftcard_submitted',
      subjectId: created.id,
      text: submissionText({
        customer: customer?.username ?? 'A customer',
        amount: cardValue,
        brand: brand.name,
        flags: risk.riskFlags,
      }),
    });
    return { id: created.id, notification };
  });
}
