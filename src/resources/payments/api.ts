import { transactionStatus } from '../../../contract/enums';
import { transactionsApi } from '../transactions/api';
import type { ApiResource } from '../types';

export const api: Record<string, ApiResource> = {
  // Payments are the paid transactions (spec: "Only rows with status PAID are shown").
  payments: {
    ...transactionsApi,
    filters: ['search'],
    fixedQuery: { status: transactionStatus.enum.PAID },
  },
};
