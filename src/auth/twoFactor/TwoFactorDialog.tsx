import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../../../contract/auth';
import { Badge } from '../../fields/Badge';
import { CodeForm } from './CodeForm';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { disableTwoFactor, enableTwoFactor, fetchMe, startSetup } from './twoFactorApi';

const ME_KEY = ['auth', 'me'];

/** Scan the QR code (or type the key), then confirm with a code from the app. */
const SetupStep = ({
  setup,
  onConfirm,
  pending,
  error,
}: {
  setup: TwoFactorSetup;
  onConfirm: (code: string) => void;
  pending: boolean;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.two_factor.scan')}</Typography>
      <QrCode value={setup.otpauth_url} label={translate('app.two_factor.qr_label')} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate('app.two_factor.manual_key')}{' '}
        <Box component="code" sx={{ fontSize: 14, wordBreak: 'break-all', color: 'text.primary' }}>
          {setup.secret}
        </Box>
      </Typography>
      <CodeForm
        onSubmit={onConfirm}
        submitLabel="app.two_factor.enable"
        pending={pending}
        error={error}
        helperText="app.two_factor.enable_hint"
      />
    </Stack>
  );
};

/**
 * The account menu's two-factor dialog (api-contract.md, "Two-factor sign-in"): set-up with a QR
 * code and a confirming code, then the recovery codes shown once; or, when on, turning it off.
 */
export const TwoFactorDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const me = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, enabled: open });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = useMutation({
    mutationFn: startSetup,
    onSuccess: setSetup,
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (codes) => {
      setSetup(null);
      setRecoveryCodes(codes);
      notify('app.two_factor.enabled', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      notify('app.two_factor.disabled', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });

  const close = () => {
    setSetup(null);
    setRecoveryCodes(null);
    begin.reset();
    enable.reset();
    disable.reset();
    onClose();
  };

  const content = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
    if (setup) {
      return (
        <SetupStep
          setup={setup}
          onConfirm={(code) => enable.mutate(code)}
          pending={enable.isPending}
          error={enable.error?.message}
        />
      );
    }
    if (me.isPending) {
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={translate('app.list.loading')} />
        </Box>
      );
    }
    if (me.error) return <Alert severity="error">{me.error.message}</Alert>;
    const on = me.data.two_factor_enabled;
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{translate('app.two_factor.status')}</Typography>
          <Badge tone={on ? 'green' : 'grey'}>
            {translate(on ? 'app.two_factor.on' : 'app.two_factor.off')}
          </Badge>
        </Stack>
        <Typography color="text.secondary">
          {translate(on ? 'app.two_factor.on_hint' : 'app.two_factor.off_hint')}
        </Typography>
        {on ? (
          <CodeForm
            onSubmit={(code) => disable.mutate(code)}
            submitLabel="app.two_factor.disable"
            pending={disable.isPending}
            error={disable.error?.message}
            helperText="app.two_factor.disable_hint"
          />
        ) : (
          <Button
            variant="contained"
            onClick={() => begin.mutate()}
            disabled={begin.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('app.two_factor.set_up')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {translate(recoveryCodes ? 'app.two_factor.recovery_title' : 'app.two_factor.title')}
      </DialogTitle>
      <DialogContent>{content()}</DialogContent>
      <DialogActions>
        <Button onClick={close}>
          {translate(recoveryCodes ? 'app.two_factor.done' : 'ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
