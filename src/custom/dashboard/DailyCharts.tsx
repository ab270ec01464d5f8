import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DailyFigure } from '../../../contract/review-desk';
import { Panel } from '../../layout/Panel';
import { formatCompactMoney, formatMoney, formatNumber, formatShortDay } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { DAILY_FIGURES_KEY, fetchDailyFigures } from './dailyFigures';

const CHART_HEIGHT = 240;

/** The x axis: one band per day, labelled "Jan 05". */
const dayAxis = (figures: DailyFigure[]) => ({
  scaleType: 'band' as const,
  data: figures.map(({ date }) => date),
  valueFormatter: (date: string) => formatShortDay(date) ?? date,
});

const Summary = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ px: 2.5 }} data-testid="trend-summary">
    {children}
  </Typography>
);

const SubmissionsChart = ({ figures }: { figures: DailyFigure[] }) => {
  const text = useResourceText('dashboard');
  const resourceKey = useResourceKey('dashboard');
  const theme = useTheme();
  const total = figures.reduce((sum, { submissions }) => sum + submissions, 0);
  return (
    <Panel title={resourceKey('trends.submissions_title')}>
      <Summary>
        {text('trends.submissions_total', {
          count: formatNumber(total),
        })}
      </Summary>
      <BarChart
        height={CHART_HEIGHT}
        xAxis={[dayAxis(figures)]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[
          {
            data: figures.map(({ submissions }) => submissions),
            label: text('trends.submissions'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => formatNumber(value ?? 0),
          },
        ]}
        hideLegend
      />
    </Panel>
  );
};

const PaidAmountChart = ({ figures }: { figures: DailyFigure[] }) => {
  const text = useResourceText('dashboard');
  const resourceKey = useResourceKey('dashboard');
  const theme = useTheme();
  const amounts = figures.map(({ paid_amount }) => Number(paid_amount));
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return (
    <Panel title={resourceKey('trends.paid_title')}>
      <Summary>{text('trends.paid_total', { amount: formatMoney(total) })}</Summary>
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[dayAxis(figures)]}
        yAxis={[{ width: 64, valueFormatter: formatCompactMoney }]}
        series={[
          {
            data: amounts,
            label: text('trends.paid_amount'),
            color: theme.palette.success.main,
            area: true,
            showMark: false,
            valueFormatter: (value) => formatMoney(value ?? 0),
          },
        ]}
        hideLegend
      />
    </Panel>
  );
};

/** The two trend charts of the dashboard, from `stats/daily`. */
const DailyCharts = () => {
  const translate = useTranslate();
  const { data, error } = useQuery({ queryKey: DAILY_FIGURES_KEY, queryFn: fetchDailyFigures });
  if (error) {
    return (
      <Typography color="error">
        {translate('app.errors.screen_prefix', { message: error.message })}
      </Typography>
    );
  }
  if (!data) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <SubmissionsChart figures={data} />
      <PaidAmountChart figures={data} />
    </Box>
  );
};

export default DailyCharts;
