import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, transactions, users } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { type CheckedImage, saveImage } from '../../lib/images.js';
import { notifyAdmins } from '../../realtime/notifications.js';
import { normalizeAmount, percentOf, toCents } from './money.js';
import type { SubmissionBody } from './schemas.js';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * A customer's card submission, in one database transaction: the card (and its image), the
 * brand's submission counter and one notification per admin. Returns the new id and the
 * notifications to publish once the transaction has committed.
 */
export async function submitGiftcard(
  db: Database,
  input: { customerId: string; body: SubmissionBody; image: CheckedImage | null },
) {
  const { customerId, body, image } = input;
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
    const cardImageId = image ? await saveImage(tx, image) : null;
    const cardValue = normalizeAmount(body.card_value);
    const [created] = await tx
      .insert(transactions)
      .values({
        userId: customerId,
        brandId: brand.id,
        status: 'PENDING_REVIEW',
        cardValue,
        cardCode: body.card_code,
        cardImageId,
        currency: brand.currency,
        offeredRate: brand.ratePercentage,
        expectedPayout: percentOf(cardValue, brand.ratePercentage),
      })
      .returning({ id: transactions.id });
    await tx
      .update(brands)
      .set({ submissionCount: sql`${brands.submissionCount} + 1` })
      .where(eq(brands.id, brand.id));
    const [customer] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, customerId));
    const notifications = await notifyAdmins(tx, {
      kind: 'giftcard_submitted',
      subjectId: created.id,
      message: `${customer?.username ?? 'A customer'} submitted a $${cardValue} ${brand.name} gift card`,
    });
    return { id: created.id, notifications };
  });
}
