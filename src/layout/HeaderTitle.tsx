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
    // On a phone the title shares the bar with five buttons: it wraps between words (a smaller
    // size, two lines at most) rather than being cut ("Tableau de bord"), and at that size the
    // longest word of a title ("Announcements", "l'utilisateur") fits a line whole, never broken.
    <Typography
      component="p"
      variant="h6"
      sx={{
        flex: 1,
        minWidth: 0,
        fontWeight: 700,
        fontSize: { xs: 14, sm: 18 },
        lineHeight: 1.2,
        overflowWrap: 'normal',
        wordBreak: 'normal',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {title}
    </Typography>
  );
};
