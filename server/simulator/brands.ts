import type { Api } from './api.js';
import { Session } from './session.js';

export interface Brand {
  id: string;
  name: string;
  min: number;
  max: number;
}

/**
 * The active brands a customer can submit. There is no public brands list yet, so they are read
 * with an admin account (the demo admin by default); `--brand` ids skip that, with amounts
 * that suit any brand's usual limits.
 */
export async function loadBrands(
  api: Api,
  options: { brandIds: string[]; admin: { email: string; password: string } },
): Promise<Brand[]> {
  if (options.brandIds.length > 0) {
    return options.brandIds.map((id) => ({
      id,
      name: `brand ${id.slice(0, 8)}`,
      min: 25,
      max: 100,
    }));
  }
  const admin = await Session.start(api, options.admin.email, options.admin.password);
  const page = await admin.call<{
    results: Array<{ id: string; name: string; min_amount: string; max_amount: string }>;
  }>('GET', '/admin/brands/?is_active=true&page_size=100');
  return page.results.map((brand) => ({
    id: brand.id,
    name: brand.name,
    min: Number(brand.min_amount),
    max: Number(brand.max_amount),
  }));
}
