import { ledgerAccountOrdering, transferOrdering } from '../../../contract/ledger';
import type { ApiResource } from '../types';

export const api: Record<string, ApiResource> = {
  ledger: {
    endpoint: '/admin/ledger/accounts',
    filters: ['search', 'kind'],
    ordering: ledgerAccountOrdering.fields,
    errors: { list: 'resources.ledger.errors.list', one: 'resources.ledger.errors.list' },
  },
  'ledger-transfers': {
    endpoint: '/admin/ledger/transfers',
    filters: ['account', 'transaction', 'kind', 'created_after', 'created_before'],
    ordering: transferOrdering.fields,
    errors: { list: 'resources.ledger.errors.list', one: 'resources.ledger.errors.list' },
  },
};
