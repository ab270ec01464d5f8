import { apiPaths, pathTo } from '../../../../contract/paths';
import type { TransactionDetail } from '../../../../contract/transactions';
import { httpClient, unwrap } from '../../../shared/httpClient';

/** Undoes a payment: the reversal transfer, back to Order Accepted. */
export const reversePayout = async (id: string, reason: string) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.reversePayout, { id }), {
    method: 'POST',
    body: { reason },
    fallbackError: 'app.errors.update_giftcard',
  });
  return unwrap<TransactionDetail>(json);
};

/** Approves reversing the payout, so that another staff member may reverse it. */
export const approveReversal = async (id: string) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.approveReversal, { id }), {
    method: 'POST',
    fallbackError: 'app.errors.update_giftcard',
  });
  return unwrap<TransactionDetail>(json);
};
