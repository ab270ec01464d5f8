import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, media, money } from '../../db/schema.js';

/**
 * The brands table (migrations 0000 and later): the declared fields with the spec's column
 * names, the logo and the dashboard's counters. Other domains read brands through it.
 */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('USD'),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    ratePercentage: numeric('rate_percentage', { precision: 5, scale: 2 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    // Dashboard counters, kept up to date in the same database transaction as the change that
    // moves them, so the dashboard sums a few dozen brand rows instead of scanning transactions.
    transactionCount: integer('submission_count').notNull().default(0),
    paidCount: integer('paid_count').notNull().default(0),
    // Sized so that no valid input overflows it: every payout is at most its card's value, below
    // 10^10 (numeric(12,2)), and paid_count below 2^31, so the sum stays under 2.2 × 10^19.
    paidPayoutTotal: numeric('paid_payout_total', { precision: 22, scale: 2 })
      .notNull()
      .default('0'),
  },
  (t) => [
    uniqueIndex('brands_name_key').on(sql`lower(${t.name})`),
    index('brands_active_created_idx').on(t.isActive, t.createdAt),
  ],
);
