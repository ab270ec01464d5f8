/** A user as the API sends it (spec section 3, api-contract.md). */
export interface User {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  country_display: string;
  gender_display: string;
  date_of_birth: string | null;
  address: string;
  city: string;
  zip_code: string;
  is_active: boolean;
  role: string;
  date_joined: string;
}
