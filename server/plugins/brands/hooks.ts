import { sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { Answer, DeclaredHooks } from '../../declared/hooks.js';
import { fieldList } from '../audit/record.js';
import { assertAmountsInOrder, assertNameFree, assertNoSubmissions } from './rules.js';
import { serializeBrand } from './serialize.js';
import { brands } from './table.js';

type BrandRow = typeof brands.$inferSelect;

const FIELDS_DOC = [
  'Fields, as multipart/form-data or as a JSON object:',
  '`name` (text, unique whatever its case), `min_amount`, `max_amount` (decimal strings, 0 or more, two places at most),',
  '`rate_percentage` (0 to 100, two places at most), `is_active` (true/false), `currency` (only USD), `description` (optional),',
  'and in a form an optional `image` file: JPG, PNG or GIF judged by its content (else 400 "Please select a valid image file"),',
  'at most 5 MB (else 413 "Image size should be less than 5MB") and 8000 × 8000 pixels; a malformed form is 400.',
  'min_amount greater than max_amount is refused (400); a taken name is 409.',
].join(' ');

/**
 * The brands on the derived routes: kept in the brands table, whose columns are the declared
 * fields' but its logo's (`image_id`), each brand answered as ./serialize.ts words it, and the
 * spec's rules (./rules.ts) checked in each write's transaction.
 */
const hooks: DeclaredHooks = {
  source: {
    table: brands,
    id: brands.id,
    // The unique index brands_name_key (lower(name)) serves the default order.
    orderBy: { name: sql`lower(${brands.name})` },
    columns: { image: brands.imageId },
  },
  serialize: (_answer, row) => serializeBrand(row as unknown as BrandRow) as unknown as Answer,
  beforeWrite: async (tx, { kind, before, values }) => {
    const stored = before as unknown as BrandRow | null;
    if (kind === 'delete') {
      await assertNoSubmissions(tx, stored as BrandRow);
      return values;
    }
    // An edit's amounts are checked against the stored ones it leaves as they are.
    assertAmountsInOrder(
      String(values.min_amount ?? stored?.minAmount),
      String(values.max_amount ?? stored?.maxAmount),
    );
    if (typeof values.name === 'string') await assertNameFree(tx, values.name, stored?.id);
    return values;
  },
  auditSummary: ({ kind, row, changes }) => {
    const name = String(row.name);
    if (kind === 'create') return serverText('audit.record_created', { resource: 'brand', name });
    if (kind === 'delete') return serverText('audit.record_deleted', { resource: 'brand', name });
    return serverText('audit.brand_changed', { fields: fieldList(changes), name });
  },
  descriptions: {
    create: `${FIELDS_DOC} name, min_amount, max_amount and rate_percentage are required.`,
    update: `${FIELDS_DOC} Any subset; absent fields keep their value, and the amounts are checked against the stored ones. A new image replaces (and deletes) the old one; a text \`image\` field is ignored.`,
    delete:
      'Refused with 409 when the brand has gift card submissions: deactivate it instead (PATCH is_active=false).',
  },
};

export default hooks;
