import { Link, Breadcrumbs as MuiBreadcrumbs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  /** Catalogue key of the label. */
  label: string;
  /** Absent on the current page, which is the last crumb. */
  to?: string;
}

export const dashboardCrumb: Crumb = { label: 'app.nav.dashboard', to: '/' };

export const Breadcrumbs = ({ items }: { items: Crumb[] }) => {
  const translate = useTranslate();
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs')} sx={{ fontSize: 14 }}>
      {items.map(({ label, to }) =>
        to ? (
          <Link key={label} component={RouterLink} to={to} underline="hover" color="inherit">
            {translate(label)}
          </Link>
        ) : (
          <Typography
            key={label}
            color="text.primary"
            aria-current="page"
            sx={{ fontSize: 'inherit' }}
          >
            {translate(label)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
