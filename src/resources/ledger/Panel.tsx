import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useResourceText } from '../../shared/useResourceText';

/** A titled card of the ledger's screens; `title` is a key of the resource's own texts. */
export const Panel = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  const text = useResourceText();
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="h2" component="h2">
              {text(title)}
            </Typography>
            {actions}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};
