import { useTranslate } from 'react-admin';
import { Badge, type BadgeTone } from '../../list/Badge';

/** Spec section 2: open is red on yellow, closed green on green, anything else grey. */
const tones: Record<string, BadgeTone> = { open: 'redOnYellow', closed: 'green' };

export const DisputeStatusPill = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Badge tone={tones[status] ?? 'grey'}>
      {translate(`resources.disputes.status.${status}`, { _: status })}
    </Badge>
  );
};
