import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';

/** The account menu's entry to the two-factor dialog; it closes the menu as it opens. */
export const TwoFactorMenuItem = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onClick();
      }}
    >
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.two_factor.menu')}</ListItemText>
    </MenuItem>
  );
};
