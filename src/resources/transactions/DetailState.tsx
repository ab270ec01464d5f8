import { Alert, AlertTitle, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The spinner a detail screen shows while its record loads. */
export const DetailLoading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={translate('app.list.loading')} />
    </Box>
  );
};

interface DetailErrorProps {
  /** Catalogue key of the panel's heading. */
  title: string;
  /** The HTTP client's message (the server's, or the spec's fallback text). */
  message?: string;
}

/** The panel a detail screen shows when its record cannot be read. */
export const DetailError = ({ title, message }: DetailErrorProps) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" variant="outlined">
      <AlertTitle>{translate(title)}</AlertTitle>
      {message}
    </Alert>
  );
};
