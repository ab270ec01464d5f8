import { type Theme, useMediaQuery } from '@mui/material';
import { Sidebar as RaSidebar, type SidebarProps, useTranslate } from 'react-admin';

/**
 * react-admin's sidebar. On small screens it is a modal drawer, a dialog that needs a name;
 * the permanent one on larger screens is a plain container that must not carry one.
 */
export const Sidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const slotProps = isXSmall ? { paper: { 'aria-label': translate('app.nav.main') } } : undefined;
  return <RaSidebar {...props} slotProps={slotProps} />;
};
