import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

const FILE_NAME = 'gift-card-admin-recovery-codes.txt';

const download = (text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
};

/** The 10 recovery codes, shown this once: each signs in once in place of a code from the app. */
export const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('app.two_factor.copied', { type: 'success' });
    } catch {
      notify('app.two_factor.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{translate('app.two_factor.recovery_hint')}</Alert>
      <Box
        component="ol"
        aria-label={translate('app.two_factor.recovery_title')}
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: 15,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('app.two_factor.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(text)}>
          {translate('app.two_factor.download')}
        </Button>
      </Stack>
    </Stack>
  );
};
