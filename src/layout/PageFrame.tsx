import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { Breadcrumbs } from './Breadcrumbs';
import { useResourceTitle } from './useResourceTitle';

interface PageFrameProps {
  /** Catalogue key of the page heading; by default the resource's list title. */
  title?: string;
  /** Buttons shown on the heading's right, e.g. 'Add Gift Card Brand'. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: breadcrumbs (from the resource), heading and content. */
export const PageFrame = ({ title, actions, children }: PageFrameProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const resourceTitle = useResourceTitle();
  const heading = title ? translate(title) : resource ? resourceTitle(resource) : '';
  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 1440, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          <Breadcrumbs current={heading} />
          <Typography variant="h1" sx={{ mt: resource ? 0.5 : 0 }}>
            {heading}
          </Typography>
        </Box>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
};
