import { Box, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The fields of a read-only detail (inside <RecordDetail>): react-admin's <Labeled> fields in a
 * card, three to a row from a laptop up, one on a phone.
 */
export const DetailFields = ({ children }: { children: ReactNode }) => (
  <Card>
    <CardContent>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
    </CardContent>
  </Card>
);
