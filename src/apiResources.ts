/**
 * How each react-admin resource maps onto the API (spec section 7, api-contract.md).
 * The data provider has no per-resource code: adding a resource is adding an entry here.
 */
export interface ApiResource {
  /** Path under the API base, without the trailing slash. */
  endpoint: string;
  /** react-admin filter keys sent as query parameters; empty values are left out. */
  filters?: readonly string[];
  /** Query parameters every list call carries, whatever the filters say. */
  fixedQuery?: Readonly<Record<string, string>>;
  /** Fields the server accepts in `ordering`; other sort fields are not sent (it answers 400). */
  ordering?: readonly string[];
  /** Fields sent on create and update; read-only fields of the record stay out. */
  writable?: readonly string[];
  /** Writable fields holding an upload: only a newly chosen file is sent. */
  files?: readonly string[];
  /** Brand create/update are multipart; everything else is JSON. */
  multipart?: boolean;
  updateMethod?: 'PATCH' | 'PUT';
  /** Catalogue keys of the spec's fallback error texts (section 8). */
  errors: {
    list: string;
    one: string;
    create?: string;
    update?: string;
    delete?: string;
  };
}

const giftcards = {
  endpoint: '/admin/giftcards',
  ordering: ['created_at', 'updated_at', 'card_value', 'status'],
  writable: ['status', 'expected_payout', 'offered_rate', 'admin_notes', 'rejection_reason'],
  errors: {
    list: 'app.errors.fetch_giftcards',
    one: 'app.errors.fetch_giftcard',
    update: 'app.errors.update_giftcard',
  },
} satisfies ApiResource;

export const apiResources: Record<string, ApiResource> = {
  users: {
    endpoint: '/admin/users',
    filters: ['search', 'is_active'],
    fixedQuery: { role: 'customer' },
    ordering: ['date_joined', 'username', 'email', 'first_name', 'last_name'],
    writable: [
      'is_active',
      'first_name',
      'last_name',
      'phone',
      'country',
      'address',
      'city',
      'zip_code',
    ],
    errors: {
      list: 'app.errors.fetch_users',
      one: 'app.errors.fetch_user',
      update: 'app.errors.update_user',
      delete: 'app.errors.delete_user',
    },
  },
  'giftcard-brands': {
    endpoint: '/admin/brands',
    filters: ['search', 'is_active'],
    ordering: ['name', 'rate_percentage', 'min_amount', 'max_amount', 'created_at'],
    writable: [
      'name',
      'is_active',
      'min_amount',
      'max_amount',
      'rate_percentage',
      'currency',
      'image',
    ],
    files: ['image'],
    multipart: true,
    errors: {
      list: 'app.errors.fetch_brands',
      one: 'app.errors.fetch_brand',
      create: 'app.errors.create_brand',
      update: 'app.errors.update_brand',
      delete: 'app.errors.delete_brand',
    },
  },
  transactions: { ...giftcards, filters: ['search', 'status', 'user', 'brand'] },
  // Payments are the paid transactions (spec: "Only rows with status PAID are shown").
  payments: { ...giftcards, filters: ['search'], fixedQuery: { status: 'PAID' } },
  disputes: {
    endpoint: '/disputes',
    filters: ['search', 'status'],
    ordering: ['created_at', 'status'],
    writable: ['status'],
    updateMethod: 'PUT',
    errors: {
      list: 'app.errors.fetch_dispute',
      one: 'app.errors.fetch_dispute',
      update: 'app.errors.update_dispute',
    },
  },
  accounts: {
    endpoint: '/admin/accounts',
    errors: { list: 'app.errors.fetch_admin_account', one: 'app.errors.fetch_admin_account' },
  },
};
