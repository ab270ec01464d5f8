import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disputes, users } from '../../db/schema.js';

/** Disputes joined to their customer's username; callers add where, order and limit. */
export const selectDisputes = (db: Executor) =>
  db
    .select({
      id: disputes.id,
      status: disputes.status,
      createdAt: disputes.createdAt,
      customerId: disputes.customerId,
      customerUsername: users.username,
      transactionId: disputes.transactionId,
      firstResponse: {
        dueAt: disputes.firstResponseDueAt,
        warnAt: disputes.firstResponseWarnAt,
        metAt: disputes.firstResponseMetAt,
        version: disputes.firstResponsePolicyVersion,
      },
      resolution: {
        dueAt: disputes.resolutionDueAt,
        warnAt: disputes.resolutionWarnAt,
        metAt: disputes.resolutionMetAt,
        version: disputes.resolutionPolicyVersion,
      },
    })
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.customerId));

export type DisputeRow = Awaited<ReturnType<typeof selectDisputes>>[number];
