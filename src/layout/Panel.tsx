import { Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

interface PanelProps {
  /** Catalogue key of the heading. */
  title: string;
  /** Shown on the heading's right, e.g. a chip. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of the dashboard. */
export const Panel = ({ title, aside, children }: PanelProps) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: 2.5, pt: 2, pb: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem' }}>
          {translate(title)}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Card>
  );
};
