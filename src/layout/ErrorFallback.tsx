import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Paper, Typography } from '@mui/material';
import { type ErrorProps, useTranslate } from 'react-admin';

/** Shown by the layout's error boundary when a screen crashes (spec, "Shell"). */
export const ErrorFallback = ({ error }: ErrorProps) => {
  const translate = useTranslate();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Paper
      role="alert"
      sx={{
        maxWidth: 560,
        mx: 'auto',
        mt: 6,
        p: 4,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h1" sx={{ mt: 1 }}>
        {translate('app.error_fallback.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('app.error_fallback.reload')}
      </Button>
    </Paper>
  );
};
