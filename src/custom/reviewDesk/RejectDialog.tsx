import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';

interface RejectDialogProps {
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Asks why the card is rejected: the customer is told the reason. */
export const RejectDialog = ({ open, onClose, onReject }: RejectDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    onReject(reason.trim());
    setReason('');
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{translate('app.review_desk.reject_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate('app.review_desk.rejection_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason.trim()}>
            {translate('app.review_desk.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
