import { filtersOf } from '../../../contract/common';
import {
  ledgerAccountListQuery,
  ledgerAccountOrdering,
  transferListQuery,
  transferOrdering,
} from '../../../contract/ledger';
import { apiPaths } from '../../../contract/paths';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  ledger: {
    paths: { list: apiPaths.ledger.accounts, one: apiPaths.ledger.account },
    filters: filtersOf(ledgerAccountListQuery),
    ordering: ledgerAccountOrdering.fields,
    errors: { list: 'resources.ledger.errors.list', one: 'resources.ledger.errors.list' },
  },
  'ledger-transfers': {
    paths: { list: apiPaths.ledger.transfers },
    filters: filtersOf(transferListQuery),
    ordering: transferOrdering.fields,
    errors: { list: 'resources.ledger.errors.list', one: 'resources.ledger.errors.list' },
  },
};
