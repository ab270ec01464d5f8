import { and, eq, ne, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import {
  type BrandCreate,
  type BrandPatch,
  brands as brandDeclaration,
} from '../../../contract/resources/brands.js';
import type { Database, Executor } from '../../db/client.js';
import { transactions } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type CheckedImage, deleteImage, saveImage } from '../../lib/images.js';
import { type AuditContext, changesBetween, fieldList, recordAudit } from '../audit/record.js';
import { brands } from './table.js';

export const BRAND_NOT_FOUND = `${brandDeclaration.label.en.one} not found.`;
export const BRAND_NAME_TAKEN = 'A brand with this name already exists.';
export const AMOUNTS_OUT_OF_ORDER = 'Minimum amount cannot be greater than maximum amount.';
export const BRAND_HAS_TRANSACTIONS =
  'This brand has gift card submissions and cannot be deleted. Deactivate it instead.';

/** Names are unique whatever their case; `exceptId` lets a brand keep (or re-case) its own. */
async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId ? ne(brands.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

const nameTaken = () => conflict(BRAND_NAME_TAKEN, { name: [BRAND_NAME_TAKEN] });

function assertAmountsInOrder(min: string, max: string) {
  if (Number(min) > Number(max)) {
    throw badRequest(AMOUNTS_OUT_OF_ORDER, { min_amount: [AMOUNTS_OUT_OF_ORDER] });
  }
}

/** Two requests can both pass the name check; the unique index then refuses the second. */
async function uniqueName<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const code = cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') throw nameTaken();
    throw error;
  }
}

/** The audited fields, by the name the API gives them. */
const AUDITED_FIELDS = {
  name: 'name',
  description: 'description',
  currency: 'currency',
  is_active: 'isActive',
  min_amount: 'minAmount',
  max_amount: 'maxAmount',
  rate_percentage: 'ratePercentage',
  image: 'imageId',
} as const;

export async function createBrand(
  db: Database,
  audit: AuditContext,
  input: BrandCreate,
  image: CheckedImage | null,
) {
  assertAmountsInOrder(input.min_amount, input.max_amount);
  return uniqueName(
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [brand] = await tx
        .insert(brands)
        .values({
          name: input.name,
          description: input.description,
          currency: input.currency,
          isActive: input.is_active,
          minAmount: input.min_amount,
          maxAmount: input.max_amount,
          ratePercentage: input.rate_percentage,
          imageId: image ? await saveImage(tx, image, 'public') : null,
        })
        .returning();
      await recordAudit(tx, audit, {
        action: 'brand.create',
        target: { type: 'brand', id: brand.id },
        summary: serverText('audit.record_created', { resource: 'brand', name: brand.name }),
        changes: changesBetween(null, brand, AUDITED_FIELDS),
      });
      return brand;
    }),
  );
}

/** Applies any subset of the fields; the amounts are checked against the stored ones. */
export async function updateBrand(
  db: Database,
  audit: AuditContext,
  id: string,
  patch: BrandPatch,
  image: CheckedImage | null,
) {
  return uniqueName(
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      if (!current) throw notFound(BRAND_NOT_FOUND);
      if (patch.name !== undefined) await assertNameFree(tx, patch.name, id);
      assertAmountsInOrder(
        patch.min_amount ?? current.minAmount,
        patch.max_amount ?? current.maxAmount,
      );
      const changes = {
        name: patch.name,
        description: patch.description,
        currency: patch.currency,
        isActive: patch.is_active,
        minAmount: patch.min_amount,
        maxAmount: patch.max_amount,
        ratePercentage: patch.rate_percentage,
        imageId: image ? await saveImage(tx, image, 'public') : undefined,
      };
      if (Object.values(changes).every((value) => value === undefined)) return current;
      const [brand] = await tx.update(brands).set(changes).where(eq(brands.id, id)).returning();
      // A replaced image is referenced by nothing else: each upload is stored once per brand.
      if (image) await deleteImage(tx, current.imageId);
      const changed = changesBetween(current, brand, AUDITED_FIELDS);
      if (Object.keys(changed).length > 0) {
        await recordAudit(tx, audit, {
          action: 'brand.update',
          target: { type: 'brand', id },
          summary: serverText('audit.brand_changed', {
            fields: fieldList(changed),
            name: brand.name,
          }),
          changes: changed,
        });
      }
      return brand;
    }),
  );
}

/**
 * A brand with transactions keeps its history: deactivate it instead. The row is locked first, so
 * a transaction inserted meanwhile (its foreign key check waits for the lock) cannot slip past.
 */
export async function deleteBrand(db: Database, audit: AuditContext, id: string) {
  await db.transaction(async (tx) => {
    const [brand] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    const [transaction] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.brandId, id))
      .limit(1);
    if (brand.transactionCount > 0 || transaction) throw conflict(BRAND_HAS_TRANSACTIONS);
    await tx.delete(brands).where(eq(brands.id, id));
    await deleteImage(tx, brand.imageId);
    await recordAudit(tx, audit, {
      action: 'brand.delete',
      target: { type: 'brand', id },
      summary: serverText('audit.record_deleted', { resource: 'brand', name: brand.name }),
      changes: changesBetween(brand, null, AUDITED_FIELDS),
    });
  });
}
