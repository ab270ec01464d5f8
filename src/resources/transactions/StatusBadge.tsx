import { lookUp, TRANSACTION_STATUSES } from '../../../contract/statuses';
import { Badge } from '../../fields/Badge';
import { useStatusLabel } from './useStatusLabel';

interface StatusBadgeProps {
  /** The status code, e.g. PAID: it alone chooses the colour. */
  status?: string | null;
  /** The server's display text, shown when present. */
  display?: string | null;
  /** 'badge' in lists and on the payment detail, 'pill' in the activity logs (spec section 4). */
  variant?: 'badge' | 'pill';
}

/** A transaction status in its colour; grey 'Unknown Status' for a code the table lacks. */
export const StatusBadge = ({ status, display, variant = 'badge' }: StatusBadgeProps) => {
  const label = useStatusLabel()(status, display);
  const look = lookUp(TRANSACTION_STATUSES, status);
  const tone = look ? (variant === 'pill' ? look.pillTone : look.tone) : 'grey';
  return <Badge tone={tone}>{label}</Badge>;
};
