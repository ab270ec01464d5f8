import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';

/** The account menu's entry to the password dialog; it closes the menu as it opens. */
export const ChangePasswordMenuItem = ({ onClick }: { onClick: () => void }) => {
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
        <PasswordIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.password.menu')}</ListItemText>
    </MenuItem>
  );
};
