import { Box, Typography } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { navigation } from './navigation';

/** The seven entries of the spec; react-admin shows the same menu in the mobile drawer. */
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
      <RaMenu>
        {navigation.map(({ to, label, icon: Icon }) => (
          <RaMenu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
        ))}
      </RaMenu>
    </Box>
  );
};
