import { useTranslate } from 'react-admin';
import { DISPUTE_STATUSES, lookUp } from '../../../contract/statuses';
import { Badge } from '../../fields/Badge';

/** Spec section 2: open is red on yellow, closed green on green, anything else grey. */
export const DisputeStatusPill = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const look = lookUp(DISPUTE_STATUSES, status);
  return <Badge tone={look?.tone ?? 'grey'}>{look ? translate(look.label) : status}</Badge>;
};
