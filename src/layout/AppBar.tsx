import { Box } from '@mui/material';
import { LoadingIndicator, AppBar as RaAppBar, ToggleThemeButton, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';
import { HeaderTitle } from './HeaderTitle';
import { NotificationBell } from './NotificationBell';

const HeaderActions = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {/* Its spinner is a progressbar: it needs a name a screen reader can say. */}
      <LoadingIndicator aria-label={translate('app.list.loading')} />
      <ToggleThemeButton />
      <NotificationBell />
      <AccountMenu />
    </Box>
  );
};

export const AppBar = () => (
  <RaAppBar
    color="inherit"
    toolbar={<HeaderActions />}
    userMenu={false}
    sx={{ '& .RaAppBar-toolbar': { px: { xs: 1, sm: 2 } } }}
  >
    <HeaderTitle />
  </RaAppBar>
);
