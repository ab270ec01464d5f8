import { Button, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { BulkReviewResult, BulkReviewStatus } from '../../../contract/review-desk';
import { transactionShortId } from '../../shared/format';
import type { ToastOptions } from '../../toasts/toastOptions';
import { bulkReview } from './bulkReview';
import { RejectDialog } from './RejectDialog';

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

/**
 * Above the transactions table while rows are selected: how many, Accept, Reject with a reason,
 * Redeemed (PAID is never set in bulk), and Clear. Only for those who may review cards: the
 * selection column is theirs too.
 */
export const BulkReviewToolbar = () => {
  const translate = useTranslate();
  const { send, pending, count } = useBulkReview();
  const { resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const [rejecting, setRejecting] = useState(false);
  if (count === 0) return null;
  const button = (status: BulkReviewStatus, label: string) => (
    <Button size="small" variant="outlined" disabled={pending} onClick={() => send(status)}>
      {translate(`${bulk}.${label}`)}
    </Button>
  );
  return (
    <Toolbar
      variant="dense"
      aria-label={translate(`${bulk}.toolbar`)}
      role="toolbar"
      sx={{
        gap: 1,
        flexWrap: 'wrap',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        mx: 2,
        mb: 1,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} role="status">
        {translate('ra.action.bulk_actions', { smart_count: count })}
      </Typography>
      {button('ORDER_ACCEPTED', 'accept')}
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={pending}
        onClick={() => setRejecting(true)}
      >
        {translate(`${bulk}.reject`)}
      </Button>
      {button('REDEEMED', 'redeemed')}
      <Button size="small" onClick={() => unselectAll()} disabled={pending}>
        {translate(`${bulk}.clear`)}
      </Button>
      <RejectDialog
        open={rejecting}
        title={translate(`${bulk}.reject_title`, { smart_count: count })}
        onClose={() => setRejecting(false)}
        onReject={(reason) => {
          setRejecting(false);
          send('REJECTED', reason);
        }}
      />
    </Toolbar>
  );
};
