import { useTranslate } from 'react-admin';
import { Badge } from '../../../fields/Badge';
import type { Transaction } from '../types';
import { needsSecondApproval } from './needsSecondApproval';

/** "Awaiting second approval" on a large payout nobody has approved yet. */
export const ApprovalBadge = ({ transaction }: { transaction: Transaction }) => {
  const translate = useTranslate();
  if (!needsSecondApproval(transaction)) return null;
  return <Badge tone="yellow">{translate('resources.transactions.approval.awaiting')}</Badge>;
};
