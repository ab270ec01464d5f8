import { Box, Card, CardContent, Grid, type GridProps, Stack, Typography } from '@mui/material';

type GridSize = GridProps['size'];

import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled panel of a detail screen. */
export const DetailCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ flex: 1 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" component="h2">
            {translate(title)}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * Label and value pairs, as a description list for screen readers: labels in a column as wide
 * as the longest one, values beside them; on a phone each value goes under its label.
 */
export const DetailList = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
      columnGap: 3,
      rowGap: { xs: 0.25, sm: 1.5 },
      alignItems: 'baseline',
    }}
  >
    {children}
  </Box>
);

/** One pair of a DetailList. Its wrapper takes no box, so both cells sit in the list's grid. */
export const DetailRow = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {translate(label)}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          mb: { xs: 1.25, sm: 0 },
          fontWeight: 500,
          fontSize: 14,
          // Fields render their own Typography (body2, body1): one size in the whole list.
          '& .MuiTypography-root': { fontSize: 'inherit' },
          // A long word (an e-mail) breaks only when it cannot fit a line of its own, so it
          // keeps the column wide enough instead of splitting "exam ple.com".
          overflowWrap: 'break-word',
          minWidth: 0,
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

/** A grid cell whose card stretches to the height of the row's tallest card. */
export const DetailCell = ({ children, size }: { children: ReactNode; size: GridSize }) => (
  <Grid size={size} sx={{ display: 'flex' }}>
    {children}
  </Grid>
);
