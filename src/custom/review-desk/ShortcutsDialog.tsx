import { Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DESK_SHORTCUTS } from './useDeskShortcuts';

/** The list of the desk's keys, opened with "?". */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{translate('app.review_desk.shortcuts_title')}</DialogTitle>
      <DialogContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {Object.entries(DESK_SHORTCUTS).map(([key, action]) => (
            <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography
                component="dt"
                sx={{ fontFamily: 'monospace', fontWeight: 700, minWidth: 24 }}
              >
                {key.toUpperCase()}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {translate(`app.review_desk.${action}`)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
};
