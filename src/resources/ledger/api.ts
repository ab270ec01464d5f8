import { filtersOf } from '../../../contract/common';
import {
  ledgerAccountListQuery,
  ledgerAccountOrdering,
  transferListQuery,
  transferOrdering,
} from '../../../contract/ledger';
import { apiPaths } from '../../../contract/paths';
import { ledger } from '../../../contract/resources/ledger';
import { declaredApi } from '../../declared/declaredApi';
import type { ApiResource } from '../../declared/types';

const errors = { list: 'resources.ledger.errors.list', one: 'resources.ledger.errors.list' };

export const api: Record<string, ApiResource> = {
  ledger: {
    ...declaredApi(ledger).ledger,
    // Its own list's filters and ordering (the contract's), and its own fallback text.
    filters: filtersOf(ledgerAccountListQuery),
    ordering: ledgerAccountOrdering.fields,
    errors,
  },
  'ledger-transfers': {
    paths: { list: apiPaths.ledger.transfers },
    filters: filtersOf(transferListQuery),
    ordering: transferOrdering.fields,
    errors,
  },
};
