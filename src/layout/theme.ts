import { alpha, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const primary = { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#ffffff' };

const components = (mode: 'light' | 'dark'): RaThemeOptions['components'] => ({
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiPaper: {
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ border: `1px solid ${theme.palette.divider}` }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 8 } },
  },
  MuiOutlinedInput: {
    styleOverrides: { root: { borderRadius: 8 } },
  },
  // Solid colours: MUI's translucent default fails the contrast check over dark pages. A tooltip
  // is a label, not a place to click: it lets the pointer through to what it covers (a row's
  // tooltip would otherwise cover the pager below the list).
  MuiTooltip: {
    defaultProps: { disableInteractive: true },
    styleOverrides: {
      tooltip: {
        backgroundColor: mode === 'light' ? '#111827' : '#e5e7eb',
        color: mode === 'light' ? '#ffffff' : '#111827',
        fontSize: 12,
      },
    },
  },
  MuiTableCell: {
    styleOverrides: {
      head: ({ theme }: { theme: Theme }) => ({
        fontWeight: 600,
        color: theme.palette.text.secondary,
        backgroundColor: mode === 'light' ? '#f8fafc' : alpha('#ffffff', 0.03),
      }),
    },
  },
  RaLayout: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        // react-admin sizes the layout to its content; wide tables must scroll in their own
        // container instead of widening the page on a phone.
        minWidth: 0,
        '& .RaLayout-content': {
          minWidth: 0,
          padding: theme.spacing(3),
          [theme.breakpoints.down('sm')]: { padding: theme.spacing(2) },
        },
      }),
    },
  },
  RaSidebar: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaSidebar-fixed': {
          backgroundColor: theme.palette.background.paper,
          borderRight: `1px solid ${theme.palette.divider}`,
        },
        '& .MuiDrawer-paper': { backgroundColor: theme.palette.background.paper },
      }),
    },
  },
  RaMenuItemLink: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        margin: theme.spacing(0.25, 1.5),
        borderRadius: 8,
        color: theme.palette.text.secondary,
        '& .RaMenuItemLink-icon': { color: 'inherit', minWidth: 36 },
        '&.RaMenuItemLink-active': {
          color: mode === 'light' ? primary.main : primary.light,
          fontWeight: 600,
          backgroundColor: alpha(primary.main, mode === 'light' ? 0.08 : 0.2),
        },
      }),
    },
  },
});

const shared = {
  shape: { borderRadius: 10 },
  sidebar: { width: 248, closedWidth: 64 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
};

export const lightTheme: RaThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary,
    secondary: { main: '#0f766e' },
    background: { default: '#f5f6fa', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
    divider: '#e5e7eb',
  },
  components: components('light'),
};

export const darkTheme: RaThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { ...primary, main: primary.light, contrastText: '#0b1020' },
    secondary: { main: '#2dd4bf' },
    background: { default: '#0b1020', paper: '#121829' },
    divider: alpha('#ffffff', 0.1),
  },
  components: components('dark'),
};
