import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  CanAccess,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import type { BulkReviewResult, BulkReviewStatus } from '../../../contract/review-desk';
import { transactionShortId } from '../../format';
import type { ToastOptions } from '../../toasts/toastOptions';
import { bulkReview } from './bulkReview';

const bulk = 'resources.transactions.bulk';

/** "#1a2b3c4d: Only a pending card can be accepted." for each card left unchanged. */
const failureLines = (failed: BulkReviewResult['failed']) =>
  failed.map(({ id, message }) => `${transactionShortId(id)}: ${message}`).join('\n');

/** Sends the review of the selected rows, then says how many changed and why the others did not. */
const useBulkReview = () => {
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const send = async (status: BulkReviewStatus, rejection_reason?: string) => {
    setPending(true);
    try {
      const { updated, failed } = await bulkReview({
        ids: selectedIds.map(String),
        status,
        ...(rejection_reason && { rejection_reason }),
      });
      notify(`${bulk}.result`, {
        type: failed.length ? ('warning' as const) : ('success' as const),
        messageArgs: { done: updated.length, failed: failed.length },
        description: failed.length ? failureLines(failed) : undefined,
        autoHideDuration: failed.length ? null : undefined,
      } satisfies ToastOptions);
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { send, pending, count: selectedIds.length };
};

const RejectReasonDialog = ({
  count,
  onClose,
  onReject,
}: {
  count: number;
  onClose: () => void;
  onReject: (reason: string) => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onReject(reason.trim());
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{translate(`${bulk}.reject_title`, { smart_count: count })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            required
            label={translate('app.review_desk.rejection_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason.trim()}>
            {translate(`${bulk}.reject`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * The transactions list's bulk actions (react-admin's `bulkActionButtons`): Accept, Reject with a
 * reason, Redeemed. PAID is never set in bulk. Shown to those who may review cards.
 */
export const BulkReviewButtons = () => {
  const translate = useTranslate();
  const { send, pending, count } = useBulkReview();
  const [rejecting, setRejecting] = useState(false);
  const button = (status: BulkReviewStatus, label: string) => (
    <Button size="small" disabled={pending} onClick={() => send(status)}>
      {translate(`${bulk}.${label}`)}
    </Button>
  );
  return (
    <CanAccess resource="transactions" action="review">
      {button('ORDER_ACCEPTED', 'accept')}
      <Button size="small" color="error" disabled={pending} onClick={() => setRejecting(true)}>
        {translate(`${bulk}.reject`)}
      </Button>
      {button('REDEEMED', 'redeemed')}
      {rejecting && (
        <RejectReasonDialog
          count={count}
          onClose={() => setRejecting(false)}
          onReject={(reason) => {
            setRejecting(false);
            send('REJECTED', reason);
          }}
        />
      )}
    </CanAccess>
  );
};
