/** A gift card brand as the API sends it (spec section 3, api-contract.md). */
export interface Brand {
  id: string;
  name: string;
  description: string;
  /** URL of the logo, or null. */
  image: string | null;
  currency: string;
  /** Decimal strings such as "25.00"; shown as they come, 'N/A' included. */
  min_amount: string;
  max_amount: string;
  rate_percentage: string;
  is_active: boolean;
  created_at: string;
}
