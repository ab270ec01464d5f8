import { useTranslate } from 'react-admin';
import { DISPUTE_STATUSES, lookUp } from '../../../contract/statuses';
import { Badge } from '../../fields/Badge';
import type { Translate } from '../../shared/translate';

/** The words of a dispute status: the catalogue's, or the code the table lacks. */
export const disputeStatusText = (status: string, translate: Translate) => {
  const look = lookUp(DISPUTE_STATUSES, status);
  return look ? translate(look.label) : status;
};

/** Spec section 2: open is red on yellow, closed green on green, anything else grey. */
export const DisputeStatusPill = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const look = lookUp(DISPUTE_STATUSES, status);
  return <Badge tone={look?.tone ?? 'grey'}>{disputeStatusText(status, translate)}</Badge>;
};
