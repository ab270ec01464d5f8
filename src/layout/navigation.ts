import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import brands from '../resources/brands';
import disputes from '../resources/disputes';
import notifications from '../resources/notifications';
import payments from '../resources/payments';
import transactions from '../resources/transactions';
import users from '../resources/users';

export interface NavigationEntry {
  to: string;
  /** Catalogue key of the label. */
  label: string;
  icon: SvgIconComponent;
}

/** Sidebar entries, in the spec's order. */
export const navigation: NavigationEntry[] = [
  { to: '/', label: 'app.nav.dashboard', icon: DashboardIcon },
  { to: '/users', label: 'app.nav.users', icon: users.icon },
  { to: '/giftcard-brands', label: 'app.nav.brands', icon: brands.icon },
  { to: '/transactions', label: 'app.nav.transactions', icon: transactions.icon },
  { to: '/payments', label: 'app.nav.payments', icon: payments.icon },
  { to: '/disputes', label: 'app.nav.disputes', icon: disputes.icon },
  { to: '/notifications', label: 'app.nav.notifications', icon: notifications.icon },
];
