import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Avatar, Box, Button, Menu, Typography } from '@mui/material';
import { type MouseEvent, useMemo, useState } from 'react';
import { Logout, UserMenuContextProvider, useGetIdentity, useTranslate } from 'react-admin';
import { ChangePasswordDialog } from '../auth/password/ChangePasswordDialog';
import { ChangePasswordMenuItem } from '../auth/password/ChangePasswordMenuItem';
import { TwoFactorDialog } from '../auth/twoFactor/TwoFactorDialog';
import { TwoFactorMenuItem } from '../auth/twoFactor/TwoFactorMenuItem';
import { useLanguageMenuItems } from './useLanguageMenuItems';

const initials = (...names: (string | undefined)[]) =>
  names
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();

/** The signed-in admin (first and last name, username, role label) opening the logout menu. */
export const AccountMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const close = () => setAnchor(null);
  const menuContext = useMemo(() => ({ onClose: () => setAnchor(null) }), []);
  const languageItems = useLanguageMenuItems(close);
  if (!identity) return null;

  const { first_name, last_name, username, role } = identity;
  const name = [first_name, last_name].filter(Boolean).join(' ');
  const roleLabel = role || translate('app.header.default_role');

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        endIcon={<KeyboardArrowDownIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ ml: 1, px: 1, gap: 0.5, fontWeight: 400 }}
        data-testid="account-menu"
      >
        <Avatar
          sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14, fontWeight: 600 }}
        >
          {initials(first_name, last_name) || initials(username)}
        </Avatar>
        <Box
          sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', ml: 0.5, lineHeight: 1.2 }}
        >
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: 14 }}>
            {name || username}
          </Typography>
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}
          >
            {username}
            {' · '}
            <Box component="span" sx={{ textTransform: 'capitalize' }}>
              {roleLabel}
            </Box>
          </Typography>
        </Box>
      </Button>
      <UserMenuContextProvider value={menuContext}>
        <Menu
          id="account-menu"
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <ChangePasswordMenuItem onClick={() => setPasswordOpen(true)} />
          <TwoFactorMenuItem onClick={() => setTwoFactorOpen(true)} />
          {languageItems}
          <Logout />
        </Menu>
      </UserMenuContextProvider>
      <TwoFactorDialog open={twoFactorOpen} onClose={() => setTwoFactorOpen(false)} />
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
};
