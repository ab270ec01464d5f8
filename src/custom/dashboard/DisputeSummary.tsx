import { Box, Stack, Typography } from '@mui/material';
import { Panel } from '../../layout/Panel';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';

// Spec sections 2 and 9: fixed figures, not from the server.
const figures = [
  { label: 'active', value: 22, colour: '#dc2626' },
  { label: 'resolved', value: 5, colour: '#16a34a' },
  { label: 'pending', value: 1, colour: '#d97706' },
] as const;

const total = figures.reduce((sum, { value }) => sum + value, 0);

/** Active 22, Resolved 5, Pending 1, with their share as one stacked bar. */
export const DisputeSummary = () => {
  const text = useResourceText('dashboard');
  const resourceKey = useResourceKey('dashboard');
  return (
    <Panel title={resourceKey('dispute_summary.title')}>
      <Box sx={{ px: 2.5, pb: 2.5 }}>
        <Stack
          direction="row"
          aria-hidden
          sx={{ height: 8, borderRadius: 999, overflow: 'hidden', mb: 2 }}
        >
          {figures.map(({ label, value, colour }) => (
            <Box key={label} sx={{ width: `${(value / total) * 100}%`, bgcolor: colour }} />
          ))}
        </Stack>
        <Stack component="dl" direction="row" sx={{ m: 0, justifyContent: 'space-between' }}>
          {figures.map(({ label, value, colour }) => (
            <Box key={label}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
              >
                <Box
                  component="span"
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colour }}
                />
                {text(`dispute_summary.${label}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Box>
    </Panel>
  );
};
