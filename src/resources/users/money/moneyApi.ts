import type { z } from 'zod';
import type { LedgerAccount, Transfer } from '../../../../contract/ledger';
import { apiPaths, pathTo } from '../../../../contract/paths';
import type { RepaymentBody, repayment } from '../../../../contract/payouts';
import { httpClient, unwrap } from '../../../shared/httpClient';

/** The plain account number of a customer's destination; the server audits every reveal. */
export const revealPayoutAccount = async (userId: string) => {
  const { json } = await httpClient(pathTo(apiPaths.users.revealPayoutAccount, { id: userId }), {
    method: 'POST',
    fallbackError: 'resources.users.payout.errors.reveal',
  });
  return unwrap<{ account_number: string }>(json).account_number;
};

/** Finance records that the customer paid a clawback back. */
export const recordRepayment = async (userId: string, body: RepaymentBody) => {
  const { json } = await httpClient(pathTo(apiPaths.users.repayments, { id: userId }), {
    method: 'POST',
    body,
    fallbackError: 'resources.users.receivable.errors.repayment',
  });
  return unwrap<z.infer<typeof repayment>>(json);
};

/**
 * What the customer owes the business, transfer by transfer: their `customer_receivable` ledger
 * account (found by their e-mail among the accounts of that kind) and its transfers, newest first.
 */
export const receivableTransfers = async (user: { id: string; email: string }) => {
  const { json } = await httpClient(apiPaths.ledger.list, {
    query: { kind: 'customer_receivable', search: user.email, page_size: 100 },
    fallbackError: 'resources.users.receivable.errors.transfers',
  });
  const account = (json as { results: LedgerAccount[] }).results.find(
    (candidate) => candidate.customer?.id === user.id,
  );
  if (!account) return { accountId: null, transfers: [] as Transfer[] };
  const page = await httpClient(apiPaths.ledger.transfers, {
    query: { account: account.id, page_size: 50 },
    fallbackError: 'resources.users.receivable.errors.transfers',
  });
  return { accountId: account.id, transfers: (page.json as { results: Transfer[] }).results };
};
