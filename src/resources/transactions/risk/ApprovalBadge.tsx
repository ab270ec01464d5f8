import { Badge } from '../../../fields/Badge';
import { useResourceText } from '../../../shared/useResourceText';
import type { Transaction } from '../types';
import { needsSecondApproval } from './needsSecondApproval';

/** "Awaiting second approval" on a large payout nobody has approved yet. */
export const ApprovalBadge = ({ transaction }: { transaction: Transaction }) => {
  const text = useResourceText('transactions');
  if (!needsSecondApproval(transaction)) return null;
  return <Badge tone="yellow">{text('approval.awaiting')}</Badge>;
};
