import { apiPaths, pathTo } from '../../../../contract/paths';
import type { ClawbackBody } from '../../../../contract/payouts';
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

/** Claws back a paid card found already used: the customer owes it (their receivable). */
export const clawBack = async (id: string, body: ClawbackBody) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.clawback, { id }), {
    method: 'POST',
    body,
    fallbackError: 'resources.transactions.clawback.failed',
  });
  return unwrap<TransactionDetail>(json);
};

/** Approves clawing back the card, so that another staff member may do it. */
export const approveClawback = async (id: string) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.approveClawback, { id }), {
    method: 'POST',
    fallbackError: 'resources.transactions.clawback.failed',
  });
  return unwrap<TransactionDetail>(json);
};

/** What the customer owes the business now, after clawbacks (their user detail). */
export const customerReceivable = async (userId: string) => {
  const { json } = await httpClient(pathTo(apiPaths.users.one, { id: userId }), {
    fallbackError: 'app.errors.fetch_user',
  });
  return unwrap<{ balance_receivable: string }>(json).balance_receivable;
};
