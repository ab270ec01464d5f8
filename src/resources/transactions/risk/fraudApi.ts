import { apiPaths, pathTo } from '../../../../contract/paths';
import type { TransactionDetail } from '../../../../contract/transactions';
import { httpClient, unwrap } from '../../../shared/httpClient';

/** The plain card code; the server writes an audit entry for every reveal. */
export const revealCardCode = async (id: string) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.revealCode, { id }), {
    method: 'POST',
    fallbackError: 'resources.transactions.card_code.reveal_failed',
  });
  return unwrap<{ card_code: string }>(json).card_code;
};

/** Approves the expected payout as it stands, so that another staff member may pay it. */
export const approvePayout = async (id: string) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.approvePayout, { id }), {
    method: 'POST',
    fallbackError: 'resources.transactions.approval.failed',
  });
  return unwrap<TransactionDetail>(json);
};
