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
  /** The heading, already translated: one card on the desk, or how many are selected. */
  title: string;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Asks why the card (or cards) are rejected: the customer is told the reason. */
export const RejectDialog = ({ open, title, onClose, onReject }: RejectDialogProps) => {
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
        <DialogTitle>{title}</DialogTitle>
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
