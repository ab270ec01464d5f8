import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { headerTitleKey } from './headerTitle';

export const HeaderTitle = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const title = translate(headerTitleKey(pathname));
  const appName = translate('app.name');

  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <Typography component="p" variant="h6" noWrap sx={{ flex: 1, fontWeight: 700, fontSize: 18 }}>
      {title}
    </Typography>
  );
};
