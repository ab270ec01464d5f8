import { apiPaths } from '../../../contract/paths';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  // The queue answers customers with documents waiting, oldest first (its only order).
  kyc: {
    paths: { list: apiPaths.kyc.queue },
    errors: { list: 'resources.kyc.errors.list', one: 'resources.kyc.errors.one' },
  },
};
