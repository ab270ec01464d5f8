import { BRAND_IMAGE_FIELD, BRAND_WRITABLE_FIELDS, brandOrdering } from '../../../contract/brands';
import type { ApiResource } from '../types';

export const api: Record<string, ApiResource> = {
  'giftcard-brands': {
    endpoint: '/admin/brands',
    filters: ['search', 'is_active'],
    ordering: brandOrdering.fields,
    // The description is read only on the app's screens (spec section 5).
    writable: BRAND_WRITABLE_FIELDS.filter((field) => field !== 'description'),
    files: [BRAND_IMAGE_FIELD],
    multipart: true,
    errors: {
      list: 'app.errors.fetch_brands',
      one: 'app.errors.fetch_brand',
      create: 'app.errors.create_brand',
      update: 'app.errors.update_brand',
      delete: 'app.errors.delete_brand',
    },
  },
};
