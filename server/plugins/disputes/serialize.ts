import type { Dispute } from '../../../contract/disputes.js';
import { serializeClock } from '../sla/serialize.js';
import type { DisputeRow } from './queries.js';

export const serializeDispute = (row: DisputeRow): Dispute => ({
  id: row.id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  customer_username: row.customerUsername,
  giftcard: row.transactionId,
  sla: {
    first_response: serializeClock(row.firstResponse, row.createdAt, new Date()),
    resolution: serializeClock(row.resolution, row.createdAt, new Date()),
  },
});
