import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiPaths } from '../../../contract/paths';
import type { SlaSummary } from '../../../contract/sla';
import { spanOf } from '../../fields/SlaClockField';
import { Panel } from '../../layout/Panel';
import { formatNumber, formatShare } from '../../shared/format';
import { httpClient, unwrap } from '../../shared/httpClient';
import type { Translate } from '../../shared/translate';

const MINUTE = 60_000;

const fetchToday = async () => {
  const { json } = await httpClient(apiPaths.serviceLevels.summary, { query: { days: 1 } });
  return unwrap<SlaSummary>(json);
};

/**
 * Today's card reviews against their service level: share on time, open breaches, p90, written
 * as the reader's language writes a share and a count, and the p90 as the clocks say a span.
 */
const figuresOf = (summary: SlaSummary, translate: Translate) => {
  const review = summary.days.find((day) => day.target === 'review');
  const breaches = Object.values(summary.open).reduce((sum, open) => sum + open.breached, 0);
  return {
    metShare: review?.decided ? formatShare(review.met / review.decided) : '—',
    breaches: formatNumber(breaches),
    p90:
      review?.p90_minutes === null || !review
        ? '—'
        : spanOf(review.p90_minutes * MINUTE, translate),
  };
};

/** The dashboard's service panel (api-contract.md, "Service levels"). */
export const ServiceLevels = () => {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['dashboard', 'sla', 1], queryFn: fetchToday });
  if (!data) return null;
  const figures = figuresOf(data, translate);
  return (
    <Panel title="app.sla.panel_title">
      <Stack component="dl" direction="row" sx={{ m: 0, px: 2.5, pb: 2.5, gap: 4 }}>
        {(
          [
            ['met_today', figures.metShare],
            ['open_breaches', figures.breaches],
            ['p90', figures.p90],
          ] as const
        ).map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`app.sla.${label}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
};
