import { Box, CircularProgress } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** Covers the dashboard while its figures load. */
export const LoadingOverlay = () => {
  const translate = useTranslate();
  return (
    <Box
      data-testid="dashboard-loading"
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 2,
        bgcolor: alpha(theme.palette.background.default, 0.7),
        backdropFilter: 'blur(2px)',
      })}
    >
      <CircularProgress aria-label={translate('app.list.loading')} />
    </Box>
  );
};
