import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface InfoRow {
  /** Catalogue key of the label. */
  label: string;
  /** Empty values show 'N/A'. */
  value: ReactNode;
}

/** Label/value rows as a description list: the body of InfoCard, or on their own (a dialog). */
export const InfoRows = ({ rows }: { rows: InfoRow[] }) => {
  const translate = useTranslate();
  if (rows.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, auto) 1fr',
        columnGap: 2,
        rowGap: 1.25,
      }}
    >
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? translate('app.na') : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** A titled card of label/value rows, as a description list, and what follows them. */
export const InfoCard = ({
  title,
  rows,
  children,
}: {
  title: string;
  rows: InfoRow[];
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {translate(title)}
        </Typography>
        <InfoRows rows={rows} />
        {children}
      </CardContent>
    </Card>
  );
};
