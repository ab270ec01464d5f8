import { Box } from '@mui/material';
import { LoadingIndicator, AppBar as RaAppBar, ToggleThemeButton } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { HeaderTitle } from './HeaderTitle';
import { NotificationBell } from './NotificationBell';

const HeaderActions = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
    <LoadingIndicator />
    <ToggleThemeButton />
    <NotificationBell />
    <AccountMenu />
  </Box>
);

export const AppBar = () => (
  <RaAppBar
    color="inherit"
    toolbar={<HeaderActions />}
    userMenu={false}
    sx={{ '& .RaAppBar-toolbar': { px: 2 } }}
  >
    <HeaderTitle />
  </RaAppBar>
);
