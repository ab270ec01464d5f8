import type { TransactionDetail } from '../../../../contract/transactions';
import { httpClient, unwrap } from '../../../httpClient';

const path = (id: string, action: string) =>
  `/admin/giftcards/${encodeURIComponent(id)}/${action}/`;

/** Undoes a payment: the reversal transfer, back to Order Accepted. */
export const reversePayout = async (id: string, reason: string) => {
  const { json } = await httpClient(path(id, 'reverse_payout'), {
    method: 'POST',
    body: { reason },
    fallbackError: 'app.errors.update_giftcard',
  });
  return unwrap<TransactionDetail>(json);
};

/** Approves reversing the payout, so that another staff member may reverse it. */
export const approveReversal = async (id: string) => {
  const { json } = await httpClient(path(id, 'approve_reversal'), {
    method: 'POST',
    fallbackError: 'app.errors.update_giftcard',
  });
  return unwrap<TransactionDetail>(json);
};
