import { Link, Breadcrumbs as MuiBreadcrumbs, Typography } from '@mui/material';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useResourceTitle } from './useResourceTitle';

interface Crumb {
  label: string;
  /** Absent on the current page, which is the last crumb. */
  to?: string;
}

/**
 * Dashboard > the resource's list > the current page, from the resource the page belongs to
 * (spec: "Breadcrumb Dashboard > Users"); nothing outside a resource.
 */
export const Breadcrumbs = ({ current }: { current: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const resourceTitle = useResourceTitle();
  const createPath = useCreatePath();
  if (!resource) return null;
  const listTitle = resourceTitle(resource);
  const items: Crumb[] = [
    { label: translate('ra.page.dashboard'), to: '/' },
    ...(current === listTitle
      ? []
      : [{ label: listTitle, to: createPath({ resource, type: 'list' }) }]),
    { label: current },
  ];
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs')} sx={{ fontSize: 14 }}>
      {items.map(({ label, to }) =>
        to ? (
          <Link key={label} component={RouterLink} to={to} underline="hover" color="inherit">
            {label}
          </Link>
        ) : (
          <Typography
            key={label}
            color="text.primary"
            aria-current="page"
            sx={{ fontSize: 'inherit' }}
          >
            {label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
