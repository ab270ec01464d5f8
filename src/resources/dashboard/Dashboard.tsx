import { Box, Card, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { DisputeSummary } from './DisputeSummary';
import { DASHBOARD_STATS_KEY, type DashboardStats, fetchDashboardStats } from './dashboardStats';
import { LatestSubmissions } from './LatestSubmissions';
import { LoadingOverlay } from './LoadingOverlay';
import { QuickLinks } from './QuickLinks';
import { SummaryCards } from './SummaryCards';
import { TodaysActivity } from './TodaysActivity';
import { TopBrands } from './TopBrands';

/** Two columns on a wide screen, the main one twice as wide; one column on a phone. */
const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
} as const;

const DashboardContent = ({ stats }: { stats: DashboardStats }) => (
  <Stack spacing={2.5}>
    <SummaryCards stats={stats} />
    <Box sx={twoColumns}>
      <TodaysActivity activity={stats.todays_activities} />
      <QuickLinks />
    </Box>
    <Box sx={{ ...twoColumns, alignItems: 'start' }}>
      <LatestSubmissions submissions={stats.latest_submissions} />
      <Stack spacing={2.5}>
        <TopBrands brands={stats.top_brands} />
        <DisputeSummary />
      </Stack>
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
