import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SlaClock } from '../../contract/sla';
import type { BadgeTone } from '../../contract/statuses';
import type { Translate } from '../shared/translate';
import { Badge } from './Badge';

const TONES: Record<SlaClock['state'], BadgeTone> = {
  on_time: 'blue',
  due_soon: 'yellow',
  breached: 'red',
  met: 'green',
  missed: 'grey',
};

const MINUTE = 60_000;

/**
 * "12 min", "1 h 05 min", or from two days on "3 d 4 h" ("3 j 4 h"): a reviewer reads it at a
 * glance, and minutes stop mattering once a card is days late.
 */
export const spanOf = (milliseconds: number, translate: Translate) => {
  const minutes = Math.max(0, Math.floor(milliseconds / MINUTE));
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) {
    return translate('app.sla.days', { days: Math.floor(hours / 24), hours: hours % 24 });
  }
  return hours ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
};

/** The current minute, renewed each minute while shown. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * A service-level clock (api-contract.md, "Service levels"): the time left while it runs, or how
 * late it is, counted here each minute from the due time; met or missed once it ended.
 */
export const SlaClockField = ({ clock }: { clock: SlaClock | undefined }) => {
  const translate = useTranslate();
  const now = useNow();
  if (!clock) return null;
  const due = Date.parse(clock.due_at);
  const running = clock.met_at === null;
  const state = running ? (now >= due ? 'breached' : clock.state) : clock.state;
  const text = !running
    ? translate(`app.sla.${state}`)
    : now >= due
      ? translate('app.sla.late', { span: spanOf(now - due, translate) })
      : translate('app.sla.left', { span: spanOf(due - now, translate) });
  return (
    <Badge tone={TONES[state]}>
      <span title={translate('app.sla.due_at', { at: new Date(due).toLocaleString() })}>
        {text}
      </span>
    </Badge>
  );
};
