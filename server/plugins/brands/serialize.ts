import type { Brand } from '../../../contract/resources/brands.js';
import { mediaUrl } from '../../lib/images.js';
import type { brands } from './table.js';

type BrandRow = typeof brands.$inferSelect;
/** The columns a brand answer needs, so that a join may select just these. */
export type BrandColumns = Pick<
  BrandRow,
  | 'id'
  | 'name'
  | 'description'
  | 'imageId'
  | 'currency'
  | 'minAmount'
  | 'maxAmount'
  | 'ratePercentage'
  | 'isActive'
  | 'createdAt'
>;

export function serializeBrand(brand: BrandColumns): Brand {
  return {
    id: brand.id,
    name: brand.name,
    description: brand.description,
    image: mediaUrl(brand.imageId),
    currency: brand.currency,
    min_amount: brand.minAmount,
    max_amount: brand.maxAmount,
    rate_percentage: brand.ratePercentage,
    is_active: brand.isActive,
    created_at: brand.createdAt.toISOString(),
  };
}
