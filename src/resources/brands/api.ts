import { appResourceName } from '../../../contract/resource';
import { brands } from '../../../contract/resources/brands';
import { declaredApi } from '../../declared/declaredApi';
import type { ApiResource } from '../../declared/types';

const derived = declaredApi(brands)[appResourceName(brands)];
// The description is read only on the app's screens (spec section 5).
const writable = (derived.writable ?? []).filter((field) => field !== 'description');

export const api: Record<string, ApiResource> = {
  [appResourceName(brands)]: { ...derived, writable, creatable: writable },
};
