import type { Session } from './session.js';

export interface Brand {
  id: string;
  name: string;
  min: number;
  max: number;
}

/**
 * The brands to submit gift cards for: the active ones, as a customer sees them; or the
 * `--brand` ids, with amounts that suit any brand's usual limits.
 */
export async function loadBrands(customer: Session, brandIds: string[]): Promise<Brand[]> {
  if (brandIds.length > 0) {
    return brandIds.map((id) => ({ id, name: `brand ${id.slice(0, 8)}`, min: 25, max: 100 }));
  }
  const page = await customer.call<{
    results: Array<{ id: string; name: string; min_amount: string; max_amount: string }>;
  }>('GET', '/brands/?page_size=100');
  return page.results.map((brand) => ({
    id: brand.id,
    name: brand.name,
    min: Number(brand.min_amount),
    max: Number(brand.max_amount),
  }));
}
