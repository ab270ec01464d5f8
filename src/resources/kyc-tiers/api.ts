import { kycTiers } from '../../../contract/resources/kyc-tiers';
import { declaredApi } from '../../declared/declaredApi';
import type { ApiResource } from '../../declared/types';

const derived = declaredApi(kycTiers)['kyc-tiers'];

/** A tier is named by its number and changed whole (PUT). */
export const api: Record<string, ApiResource> = {
  'kyc-tiers': { ...derived, keyField: 'tier', updateMethod: 'PUT' },
};
