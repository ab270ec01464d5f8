import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import type { ResourceDefinition } from '../../declared/types';
import { shortId } from '../../shared/format';

/**
 * Payout batches (api-contract.md, "Payout runs"): finance drafts a batch from what is owed, a
 * colleague approves it over the threshold, it is sent to the bank, and the bank's results are
 * read back. `payments.view` reads; `transactions.pay` acts (`pay`).
 */
export default {
  name: 'payout-batches',
  menuOrder: 42,
  access: {
    list: 'payments.view',
    // The detail is a <ShowBase> (which asks for `show`) on the edit route (which asks for `edit`).
    show: 'payments.view',
    edit: 'payments.view',
    create: 'transactions.pay',
    pay: 'transactions.pay',
  },
  screens: {
    list: () => import('./BatchList').then((module) => module.BatchList),
    create: () => import('./BatchCreate').then((module) => module.BatchCreate),
    // The read-only detail (ShowBase) at the app's /payout-batches/{id}, react-admin's edit route.
    edit: () => import('./BatchShow').then((module) => module.BatchShow),
  },
  icon: RequestQuoteIcon,
  recordRepresentation: (batch: { id: string }) => shortId(batch.id),
} satisfies ResourceDefinition;
