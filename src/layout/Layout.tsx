import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { NotificationsChannel } from '../live/NotificationsChannel';
import { hasAccessToken } from '../shared/session';
import { AppBar } from './AppBar';
import { ErrorFallback } from './ErrorFallback';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

/**
 * The shell for a signed-in admin. react-admin renders the catch-all 404 inside the layout, and
 * the 404 page is public: a visitor without a token gets it without the shell. Protected
 * screens check authentication themselves and redirect to /login.
 */
export const Layout = ({ children }: { children: ReactNode }) =>
  hasAccessToken() ? (
    <>
      {/* The one live notifications connection, only for a signed-in admin (spec section 6);
          outside the screens' error boundary, so that a failing screen does not cut it. */}
      <NotificationsChannel />
      <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} error={ErrorFallback}>
        {children}
      </RaLayout>
    </>
  ) : (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {children}
    </Box>
  );
