import { Alert, AlertTitle, Box, CircularProgress, Typography } from '@mui/material';
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

/** The spec's text for a record that does not exist ('User not found'). */
export const DetailNotFound = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography role="alert" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      {translate(text)}
    </Typography>
  );
};

interface DetailErrorProps {
  /** Catalogue key of the panel's heading: the screen's error text in the spec. */
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
