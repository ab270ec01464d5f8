import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { appResourceName } from '../../../contract/resource';
import { brands } from '../../../contract/resources/brands';
import { Panel } from '../../layout/Panel';

const links = [
  { label: 'transactions', to: '/transactions', Icon: ReceiptLongOutlinedIcon },
  { label: 'disputes', to: '/disputes', Icon: GavelOutlinedIcon },
  { label: 'payments', to: '/payments', Icon: PaymentsOutlinedIcon },
  { label: 'brands', to: `/${appResourceName(brands)}`, Icon: LocalOfferOutlinedIcon },
];

/**
 * The panel beside Today's Activity. The spec does not show its content; shortcuts to the daily
 * work fit there without competing with the figures.
 */
export const QuickLinks = () => {
  const translate = useTranslate();
  return (
    <Panel title="resources.dashboard.quick_links.title">
      <List dense disablePadding sx={{ px: 1, pb: 1 }}>
        {links.map(({ label, to, Icon }) => (
          <ListItem key={label} disablePadding>
            <ListItemButton component={Link} to={to} sx={{ borderRadius: 2 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate(`resources.dashboard.quick_links.${label}`)} />
              <ChevronRightIcon fontSize="small" color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Panel>
  );
};
