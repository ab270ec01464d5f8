import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface StatusPageProps {
  /** Catalogue keys: the big status code, the heading and an optional explanation under it. */
  code: string;
  title: string;
  message?: string;
}

/** A page that replaces a screen the address cannot show (not found, not allowed), with a way home. */
export const StatusPage = ({ code, title, message }: StatusPageProps) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: '70vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 88, sm: 120 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          opacity: 0.85,
        }}
      >
        {translate(code)}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: message ? 1 : 3 }}>
        {translate(title)}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480 }}>
          {translate(message)}
        </Typography>
      )}
      <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
};
