import { Box, Chip, Stack, Typography } from '@mui/material';
import type { DashboardStats } from '../../../contract/transactions';
import { Panel } from '../../layout/Panel';
import { formatNumber } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';

/** A brand's share of the listed submissions, as the width of its bar. */
export const barPercent = (value: number, total: number) =>
  total > 0 ? Math.round((value / total) * 1000) / 10 : 0;

/** The brands with most submissions: 'Top N', the total of their counts and a bar each. */
export const TopBrands = ({ brands }: { brands: DashboardStats['top_brands'] }) => {
  const text = useResourceText('dashboard');
  const resourceKey = useResourceKey('dashboard');
  const total = brands.reduce((sum, { submission_count }) => sum + submission_count, 0);
  return (
    <Panel
      title={resourceKey('top_brands.title')}
      aside={
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={text('top_brands.top', { count: brands.length })}
        />
      }
    >
      <Box sx={{ px: 2.5, pb: 2.5 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="top-brands-total">
            {formatNumber(total)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {text('top_brands.total')}
            </Typography>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {text('top_brands.most_recent')}
          </Typography>
        </Stack>
        <Stack component="ol" spacing={1.5} sx={{ m: 0, mt: 1.5, p: 0, listStyle: 'none' }}>
          {brands.map(({ name, submission_count }) => {
            const percent = barPercent(submission_count, total);
            return (
              <li key={name}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatNumber(submission_count)}
                  </Typography>
                </Stack>
                <Box sx={{ height: 8, borderRadius: 999, bgcolor: 'action.hover' }}>
                  <Box
                    data-testid="top-brand-bar"
                    sx={{
                      width: `${percent}%`,
                      height: '100%',
                      borderRadius: 999,
                      bgcolor: 'primary.main',
                    }}
                  />
                </Box>
              </li>
            );
          })}
        </Stack>
      </Box>
    </Panel>
  );
};
