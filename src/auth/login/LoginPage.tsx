import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { lazyScreen } from '../../shared/lazyScreen';
import { LoginForm } from './LoginForm';
import { useLoginFlow } from './useLoginFlow';

// Only accounts with two-factor sign-in reach this step: its form is not part of /login's download.
const TwoFactorForm = lazyScreen(() => import('./TwoFactorForm'), 'TwoFactorForm');

const AppName = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CardGiftcardIcon />
      <Typography component="p" sx={{ fontWeight: 800, fontSize: 20 }}>
        {translate('app.name')}
      </Typography>
    </Box>
  );
};

const BrandPanel = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flex: 1,
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: '#fff',
        background: 'linear-gradient(145deg, #312e81 0%, #4f46e5 55%, #7c3aed 100%)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CardGiftcardIcon />
        <Typography component="p" sx={{ fontWeight: 800, fontSize: 20 }}>
          {translate('app.name')}
        </Typography>
      </Box>
      <Typography
        component="p"
        sx={{ fontSize: 28, fontWeight: 700, maxWidth: 420, lineHeight: 1.3 }}
      >
        {translate('app.auth.tagline')}
      </Typography>
    </Box>
  );
};

export interface LoginPageProps {
  /**
   * The form is on screen, and the browser has a moment or focus entered the form, whichever comes
   * first: the first signed-in page's code can start downloading while the form is filled.
   */
  onFormShown?: () => void;
  /** Signed in, just before going to /: the first page's code and data can start loading. */
  onSignedIn?: (queryClient: QueryClient) => void;
}

/**
 * The spec's login page. What comes after it (the dashboard) is handed in by the app, so that
 * sign-in does not depend on the screens it leads to.
 */
export const LoginPage = ({ onFormShown, onSignedIn }: LoginPageProps) => {
  const translate = useTranslate();
  useEffect(() => {
    if (!onFormShown) return;
    // Safari has no requestIdleCallback: a timer lets the page paint first.
    if (!window.requestIdleCallback) {
      const timer = setTimeout(onFormShown, 50);
      return () => clearTimeout(timer);
    }
    const request = window.requestIdleCallback(onFormShown, { timeout: 1000 });
    return () => window.cancelIdleCallback(request);
  }, [onFormShown]);
  const { login, verify, restart, pending, twoFactorStep, codeError } = useLoginFlow(onSignedIn);
  return (
    <Box
      component="main"
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <BrandPanel />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Paper
          onFocus={onFormShown}
          sx={{
            width: '100%',
            maxWidth: 420,
            p: { xs: 3, sm: 5 },
            border: 1,
            borderColor: 'divider',
          }}
        >
          {/* Small screens have no brand panel. */}
          <Box sx={{ display: { xs: 'block', md: 'none' }, color: 'primary.main', mb: 3 }}>
            <AppName />
          </Box>
          <Typography variant="h1" sx={{ fontSize: 28 }}>
            {translate(twoFactorStep ? 'app.auth.two_factor.title' : 'app.auth.welcome')}
          </Typography>
          {twoFactorStep ? (
            <Stack sx={{ mt: 2 }}>
              <Suspense>
                <TwoFactorForm
                  onSubmit={verify}
                  onBack={restart}
                  pending={pending}
                  error={codeError}
                />
              </Suspense>
            </Stack>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
                {translate('app.auth.subtitle')}
              </Typography>
              <LoginForm onSubmit={login} pending={pending} />
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
};
