import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../../../format';
import type { TransactionDetail } from '../types';
import { reversePayout } from './moneyApi';

const MAX_REASON = 500;

/** Asks why before reversing the payout; the reason is kept on the transfer and the activity. */
export const ReversePayoutDialog = ({
  transaction,
  open,
  onClose,
}: {
  transaction: TransactionDetail;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError('resources.transactions.money.reason_required');
    if (trimmed.length > MAX_REASON)
      return setError('resources.transactions.money.reason_too_long');
    setSending(true);
    try {
      await reversePayout(transaction.id, trimmed);
      notify('resources.transactions.money.reversed', { type: 'success' });
      setReason('');
      onClose();
      refresh();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {translate('resources.transactions.money.reverse_title', {
            amount: formatMoney(transaction.final_payout ?? transaction.expected_payout),
          })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.transactions.money.reverse_text')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.transactions.money.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ? translate(error) : `${reason.length} / ${MAX_REASON}`}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('resources.transactions.money.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
