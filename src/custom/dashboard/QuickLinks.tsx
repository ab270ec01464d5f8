import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useCanAccessResources } from 'react-admin';
import { Link } from 'react-router-dom';
import { appResourceName } from '../../../contract/resource';
import { brands } from '../../../contract/resources/brands';
import type { DisputeStatus } from '../../../contract/statuses';
import { Panel } from '../../layout/Panel';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';

/** A list opened with a filter, as react-admin keeps it in the address. */
const filtered = (list: string, filter: Record<string, string>) =>
  `${list}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** Each link opens its resource's list; the reader sees only the lists their role may open. */
const links = [
  { label: 'transactions', resource: 'transactions', Icon: ReceiptLongOutlinedIcon },
  {
    label: 'disputes',
    resource: 'disputes',
    filter: { status: 'open' satisfies DisputeStatus },
    Icon: GavelOutlinedIcon,
  },
  { label: 'payments', resource: 'payments', Icon: PaymentsOutlinedIcon },
  { label: 'brands', resource: appResourceName(brands), Icon: LocalOfferOutlinedIcon },
].map(({ resource, filter, ...link }) => ({
  ...link,
  resource,
  to: filter ? filtered(`/${resource}`, filter) : `/${resource}`,
}));

/**
 * The panel beside Today's Activity. The spec does not show its content; shortcuts to the daily
 * work fit there without competing with the figures.
 */
export const QuickLinks = () => {
  const text = useResourceText('dashboard');
  const resourceKey = useResourceKey('dashboard');
  const { canAccess } = useCanAccessResources({
    action: 'list',
    resources: links.map((link) => link.resource),
  });
  const open = links.filter((link) => canAccess?.[link.resource]);
  return (
    <Panel title={resourceKey('quick_links.title')}>
      <List dense disablePadding sx={{ px: 1, pb: 1 }}>
        {open.map(({ label, to, Icon }) => (
          <ListItem key={label} disablePadding>
            <ListItemButton component={Link} to={to} sx={{ borderRadius: 2 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={text(`quick_links.${label}`)} />
              <ChevronRightIcon fontSize="small" color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Panel>
  );
};
