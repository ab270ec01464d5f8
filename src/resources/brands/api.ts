import {
  BRAND_IMAGE_FIELD,
  BRAND_WRITABLE_FIELDS,
  brandListQuery,
  brandOrdering,
} from '../../../contract/brands';
import { filtersOf } from '../../../contract/common';
import { apiPaths } from '../../../contract/paths';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  'giftcard-brands': {
    paths: apiPaths.brands,
    filters: filtersOf(brandListQuery),
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
