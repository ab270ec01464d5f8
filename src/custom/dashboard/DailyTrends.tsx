import { Box, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';

// MUI X Charts is heavy: its chunk loads with the dashboard, never with the login page.
const DailyCharts = lazy(() => import('./DailyCharts'));

const ChartPlaceholder = () => (
  <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
    <Skeleton variant="rounded" height={300} />
    <Skeleton variant="rounded" height={300} />
  </Box>
);

/** Submissions and paid amount per day over the last 30 days. */
export const DailyTrends = () => (
  <Suspense fallback={<ChartPlaceholder />}>
    <DailyCharts />
  </Suspense>
);
