import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Box, Typography } from '@mui/material';
import { CanAccess, Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { REVIEW_DESK_PATH } from './customPages';

/**
 * The dashboard, then one entry per registered resource with a list, in the resources' menuOrder,
 * with their icons and `resources.<name>.name` labels (react-admin's own menu, which also leaves out
 * what authProvider.canAccess refuses), then the review desk for reviewers. The mobile drawer shows
 * the same menu.
 */
export const Menu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box component="nav" aria-label={translate('app.nav.main')}>
      <Typography
        component="p"
        sx={{
          display: open ? 'block' : 'none',
          px: 3,
          pt: 2.5,
          pb: 1.5,
          fontWeight: 800,
          fontSize: 18,
          color: 'primary.main',
          letterSpacing: '-0.01em',
        }}
      >
        {translate('app.name')}
      </Typography>
      {/* A long label (French) wraps onto a second line rather than being cut. */}
      <RaMenu
        sx={{
          '& .RaMenuItemLink-root, & .MuiMenuItem-root': { whiteSpace: 'normal', minHeight: 40 },
          '& .MuiListItemText-primary, & .MuiTypography-root': {
            whiteSpace: 'normal',
            overflow: 'visible',
          },
        }}
      >
        <RaMenu.DashboardItem />
        <RaMenu.ResourceItems />
        {/* The desk is a custom page: it shows for those who may review cards. */}
        <CanAccess resource="transactions" action="review">
          <RaMenu.Item
            to={REVIEW_DESK_PATH}
            primaryText="app.review_desk.menu"
            leftIcon={<FactCheckIcon />}
          />
        </CanAccess>
      </RaMenu>
    </Box>
  );
};
