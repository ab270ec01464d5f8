import { Box, Card, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../../../contract/transactions';
import { PageFrame } from '../../layout/PageFrame';
import { DASHBOARD_STATS_KEY } from '../../shared/queryKeys';
import { useResourceKey } from '../../shared/useResourceText';
import { DailyTrends } from './DailyTrends';
import { DisputeSummary } from './DisputeSummary';
import { fetchDashboardStats } from './dashboardStats';
import { LatestTransactions } from './LatestTransactions';
import { LoadingOverlay } from './LoadingOverlay';
import { QuickLinks } from './QuickLinks';
import { ServiceLevels } from './ServiceLevels';
import { SummaryCards } from './SummaryCards';
import { TodaysActivity } from './TodaysActivity';
import { TopBrands } from './TopBrands';

const JUST_FETCHED_MS = 5_000;

/** Wide screens: the main panel twice as wide as each one beside it; one column on a phone. */
const row = (columns: { md: string; lg: string }) =>
  ({
    display: 'grid',
    gap: 2.5,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', ...columns },
  }) as const;

/** Everything below the summary cards. */
const DashboardPanels = ({ stats }: { stats: DashboardStats }) => (
  <>
    <Box
      sx={row({ md: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))' })}
    >
      <Box sx={{ gridColumn: { md: 'span 2', lg: 'auto' } }}>
        <TodaysActivity activity={stats.todays_activities} />
      </Box>
      <QuickLinks />
      <DisputeSummary />
    </Box>
    <DailyTrends />
    <ServiceLevels />
    <Box sx={row({ md: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' })}>
      <LatestTransactions transactions={stats.latest_submissions} />
      <TopBrands brands={stats.top_brands} />
    </Box>
  </>
);

/** False until the component's first render has been painted. */
const usePainted = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's animation callbacks run just before it is painted; a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};

/**
 * The summary cards, then the panels below them. The panels render once the cards are painted, in
 * a transition that yields to the browser, so that the figures, what a person signing in reads
 * first, do not wait for the charts, the tables and their own requests. (A deferred value would
 * not do: the navigation after sign-in is itself a transition, where it defers nothing.)
 */
const DashboardContent = ({ stats }: { stats: DashboardStats }) => {
  const panelsShown = usePainted();
  return (
    <Stack spacing={2.5}>
      <SummaryCards stats={stats} />
      {panelsShown && <DashboardPanels stats={stats} />}
    </Stack>
  );
};

/**
 * The index page (spec section 2, "Dashboard"); react-admin checks authentication for it. The
 * live notifications refetch its figures when a customer submits a card or opens a dispute.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const resourceKey = useResourceKey('dashboard');
  const { data, isPending, error } = useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: fetchDashboardStats,
    // Figures fetched a moment ago (at sign-in, beside the screen's code) are not asked again as
    // the screen mounts; later visits, and the live channel's news, fetch them anew.
    staleTime: JUST_FETCHED_MS,
  });
  return (
    <PageFrame title={resourceKey('name')}>
      <Box sx={{ position: 'relative', minHeight: 320 }}>
        {error ? (
          <Card sx={{ p: 4 }}>
            <Typography color="error" role="alert">
              {translate('app.errors.screen_prefix', { message: error.message })}
            </Typography>
          </Card>
        ) : (
          data && <DashboardContent stats={data} />
        )}
        {isPending && <LoadingOverlay />}
      </Box>
    </PageFrame>
  );
};
