import { transactionStatus } from '../../../contract/enums';
import type { ApiResource } from '../../declared/types';
import { transactionsApi } from '../transactions/panels';

export const api: Record<string, ApiResource> = {
  // Payments are the paid transactions (spec: "Only rows with status PAID are shown").
  payments: {
    ...transactionsApi,
    filters: ['search'],
    fixedQuery: { status: transactionStatus.enum.PAID },
  },
};
