import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Any path outside the route table (react-admin's catchAll). Public. */
export const NotFound = () => {
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
        {translate('app.not_found.code')}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 3 }}>
        {translate('app.not_found.title')}
      </Typography>
      <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
};
