import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface RowAction {
  /** Catalogue key of the item's text. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Red, for destructive actions. */
  danger?: boolean;
}

interface RowActionsMenuProps {
  /** The row's name, for the button's accessible name ('Actions for Amazon'). */
  name: string;
  actions: RowAction[];
}

/** The 'Action' column of a list: a ⋮ button opening the row's menu. */
export const RowActionsMenu = ({ name, actions }: RowActionsMenuProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.list.actions_for', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.map(({ label, icon, onClick, danger }) => (
          <MenuItem
            key={label}
            onClick={() => {
              close();
              onClick();
            }}
            sx={danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>{icon}</ListItemIcon>
            <ListItemText>{translate(label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
