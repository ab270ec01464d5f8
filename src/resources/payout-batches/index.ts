import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import { payoutBatches } from '../../../contract/resources/payout-batches';
import { declaredResource } from '../../declared/declaredResource';
import { shortId } from '../../shared/format';

/**
 * Payout batches (contract/resources/payout-batches.ts): `payments.view` reads; `transactions.pay`
 * creates and acts (`pay`).
 */
export default declaredResource(payoutBatches, {
  icon: RequestQuoteIcon,
  screens: {
    list: () => import('./BatchList').then((module) => module.BatchList),
    create: () => import('./BatchCreate').then((module) => module.BatchCreate),
    // The read-only detail (ShowBase, which asks for `show`) at the app's /payout-batches/{id},
    // react-admin's edit route (which asks for `edit`); no show route of its own.
    show: null,
    edit: () => import('./BatchShow').then((module) => module.BatchShow),
  },
  access: { edit: 'payments.view', pay: 'transactions.pay' },
  recordRepresentation: (batch: { id: string }) => shortId(batch.id),
});
