import { type Theme, useMediaQuery } from '@mui/material';
import { useLayoutEffect } from 'react';
import {
  Sidebar as RaSidebar,
  type SidebarProps,
  useSidebarState,
  useTranslate,
} from 'react-admin';

/**
 * react-admin's sidebar. On small screens it is a modal drawer, a dialog that needs a name;
 * the permanent one on larger screens is a plain container that must not carry one.
 */
export const Sidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  // react-admin keeps the open state across visits; on a phone the drawer covers the page, so a
  // page load (a reload, a typed address) starts with it closed. Before paint: no flash of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, on purpose
  useLayoutEffect(() => {
    if (isXSmall && open) setOpen(false);
  }, []);
  const slotProps = isXSmall ? { paper: { 'aria-label': translate('app.nav.main') } } : undefined;
  return <RaSidebar {...props} slotProps={slotProps} />;
};
