import type { QueryClient } from '@tanstack/react-query';
import type { ClaimFrame } from '../../contract/claims';

interface ClaimedRecord {
  id: unknown;
  claimed_by?: ClaimFrame['claimed_by'];
}

const withClaim = <T extends ClaimedRecord>(record: T, frame: ClaimFrame): T =>
  record.id === frame.transaction_id ? { ...record, claimed_by: frame.claimed_by } : record;

/**
 * A claim taken or released, written into the transactions already on screen (lists and details)
 * without a refetch, so "Being reviewed by …" follows live and no form under edit is reloaded.
 */
export const applyClaim = (queryClient: QueryClient, frame: ClaimFrame) => {
  for (const resource of ['transactions', 'payments']) {
    queryClient.setQueriesData<{ data: ClaimedRecord[] }>(
      { queryKey: [resource, 'getList'] },
      (page) => page && { ...page, data: page.data.map((record) => withClaim(record, frame)) },
    );
    queryClient.setQueriesData<ClaimedRecord>(
      { queryKey: [resource, 'getOne', { id: frame.transaction_id }] },
      (record) => record && withClaim(record, frame),
    );
  }
};
