import { useTranslate } from 'react-admin';
import { Badge } from '../../list/Badge';
import { badgeTones, pillTones, statusTone } from './statusTone';

interface StatusBadgeProps {
  /** The status code, e.g. PAID. */
  status?: string | null;
  /** The server's display text, shown when present. */
  display?: string | null;
  /** 'badge' in lists and on the payment detail, 'pill' in the activity logs (spec section 4). */
  variant?: 'badge' | 'pill';
}

/** A transaction status in its colour; 'Unknown Status' when there is nothing to show. */
export const StatusBadge = ({ status, display, variant = 'badge' }: StatusBadgeProps) => {
  const translate = useTranslate();
  const tone = statusTone(status ?? display);
  const known =
    tone === 'other' ? '' : translate(`resources.transactions.status.${status}`, { _: '' });
  const label = display || known || status || translate('resources.transactions.status.unknown');
  return <Badge tone={(variant === 'pill' ? pillTones : badgeTones)[tone]}>{label}</Badge>;
};
