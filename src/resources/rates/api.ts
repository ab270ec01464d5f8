import { filtersOf } from '../../../contract/common';
import { rateListQuery, rateOrdering } from '../../../contract/rates';
import { declaredPaths } from '../../../contract/resource';
import { rates } from '../../../contract/resources/rates';
import { declaredApi } from '../../declared/declaredApi';
import type { ApiResource } from '../../declared/types';

/** The declared create, with the history's own list filters (`at`, `history`) and ordering. */
const declared = declaredApi(rates).rates;
export const api: Record<string, ApiResource> = {
  rates: {
    ...declared,
    paths: declaredPaths(rates),
    filters: filtersOf(rateListQuery),
    ordering: rateOrdering.fields,
  },
};
