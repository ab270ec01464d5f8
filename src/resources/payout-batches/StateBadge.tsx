import { useTranslate } from 'react-admin';
import {
  lookUp,
  PAYOUT_BATCH_STATES,
  PAYOUT_ITEM_STATES,
  type StatusLook,
} from '../../../contract/statuses';
import { Badge } from '../../fields/Badge';

const StateBadgeOf = ({ table, state }: { table: Record<string, StatusLook>; state: string }) => {
  const translate = useTranslate();
  const look = lookUp(table, state);
  return <Badge tone={look?.tone ?? 'grey'}>{look ? translate(look.label) : state}</Badge>;
};

/** A batch's state as a coloured pill, in the reader's language. */
export const BatchStateBadge = ({ state }: { state: string }) => (
  <StateBadgeOf table={PAYOUT_BATCH_STATES} state={state} />
);

/** An item's state as a coloured pill. */
export const ItemStateBadge = ({ state }: { state: string }) => (
  <StateBadgeOf table={PAYOUT_ITEM_STATES} state={state} />
);
