import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useHeaderTitle } from './useHeaderTitle';

export const HeaderTitle = () => {
  const translate = useTranslate();
  const title = useHeaderTitle();
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
