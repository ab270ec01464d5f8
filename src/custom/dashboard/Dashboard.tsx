import { Box, Card, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../../../contract/transactions';
import { PageFrame } from '../../layout/PageFrame';
import { DASHBOARD_STATS_KEY } from '../../shared/queryKeys';
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

/** Wide screens: the main panel twice as wide as each one beside it; one column on a phone. */
const row = (columns: { md: string; lg: string }) =>
  ({
    display: 'grid',
    gap: 2.5,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', ...columns },
  }) as const;

const DashboardContent = ({ stats }: { stats: DashboardStats }) => (
  <Stack spacing={2.5}>
    <SummaryCards stats={stats} />
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
  </Stack>
);

/**
 * The index page (spec section 2, "Dashboard"); react-admin checks authentication for it. The
 * live notifications refetch its figures when a customer submits a card or opens a dispute.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: fetchDashboardStats,
  });
  return (
    <PageFrame title="resources.dashboard.name">
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
