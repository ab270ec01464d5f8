import type { DisputeRow } from './service.js';

export const serializeDispute = (row: DisputeRow) => ({
  id: row.id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  customer_username: row.customerUsername,
  giftcard: row.transactionId,
});
