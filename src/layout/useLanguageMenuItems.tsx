import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../shared/displayLocale';

/**
 * The account menu's languages, each named in its own language, as menu items (MUI's menu wants
 * its items as direct children, not a component of their own). react-admin keeps the choice in
 * its store (local storage), so the next visit opens in it.
 */
export const useLanguageMenuItems = (onClose: () => void) => {
  const translate = useTranslate();
  const [current, setLocale] = useLocaleState();
  return [
    <Divider key="divider" />,
    <ListSubheader
      key="heading"
      sx={{ lineHeight: 2.5, display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <TranslateIcon fontSize="small" />
      {translate('app.language')}
    </ListSubheader>,
    ...LOCALES.map(({ locale, name }) => (
      <MenuItem
        key={locale}
        lang={locale}
        selected={locale === current}
        onClick={() => {
          onClose();
          setLocale(locale);
        }}
      >
        <ListItemIcon>{locale === current && <CheckIcon fontSize="small" />}</ListItemIcon>
        <ListItemText>{name}</ListItemText>
      </MenuItem>
    )),
    <Divider key="end" />,
  ];
};
