import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

interface PageFrameProps {
  /** Catalogue key of the page heading. */
  title: string;
  breadcrumbs?: Crumb[];
  /** Buttons shown on the heading's right, e.g. 'Add Gift Card Brand'. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: breadcrumbs, heading and content. */
export const PageFrame = ({ title, breadcrumbs, actions, children }: PageFrameProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 1440, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
          <Typography variant="h1" sx={{ mt: breadcrumbs ? 0.5 : 0 }}>
            {translate(title)}
          </Typography>
        </Box>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
};
