import CancelIcon from '@mui/icons-material/CancelOutlined';
import ApproveIcon from '@mui/icons-material/CheckCircleOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { PayoutBatch } from '../../../contract/payouts';
import { formatMoney, formatNumber } from '../../shared/format';
import { getAuthState } from '../../shared/session';
import { type BatchStep, batchStep, downloadBankFile } from './batchApi';
import { ResultsUpload } from './ResultsUpload';

const A = 'resources.payout-batches.actions';

/** Whether the signed-in staff member drafted the batch: its approval is someone else's. */
export const isCreator = (batch: PayoutBatch) =>
  batch.created_by !== null && batch.created_by.id === getAuthState().admin?.id;

const Confirm = ({
  open,
  title,
  text,
  confirm,
  cancel = 'ra.action.cancel',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirm: string;
  cancel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(cancel)}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {translate(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * What may be done with the batch now, for those who pay (`transactions.pay`): approve (a
 * colleague, over the threshold), send, download the bank file, upload the results, cancel. Each
 * refusal is the server's, in the reader's language.
 */
export const BatchActions = ({
  batch,
  onChanged,
}: {
  batch: PayoutBatch;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'payout-batches', action: 'pay' });
  const [asking, setAsking] = useState<'submit' | 'cancel' | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  if (!canAccess) return null;

  const run = async (name: string, call: () => Promise<unknown>, done?: string) => {
    setAsking(null);
    setRunning(name);
    try {
      await call();
      if (done) notify(done, { type: 'success' });
      onChanged();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setRunning(null);
    }
  };
  const step = (name: BatchStep, done: string) => run(name, () => batchStep(batch.id, name), done);
  const icon = (name: string, idle: ReactNode) =>
    running === name ? <CircularProgress size={16} color="inherit" /> : idle;

  const open = batch.state === 'draft' || batch.state === 'approved';
  const canApprove = batch.state === 'draft' && batch.approval_required && !isCreator(batch);
  const canSubmit =
    batch.state === 'approved' || (batch.state === 'draft' && !batch.approval_required);
  // Sent once: the file and the results stay at hand after a cancel: items that waited for the
  // bank take its result; one cancelled before its file has none (the server says so).
  const sent = batch.submitted_at !== null;
  const busy = running !== null;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canApprove && (
        <Button
          variant="contained"
          startIcon={icon('approve', <ApproveIcon />)}
          disabled={busy}
          onClick={() => step('approve', `${A}.approved`)}
        >
          {translate(`${A}.approve`)}
        </Button>
      )}
      {canSubmit && (
        <Button
          variant="contained"
          startIcon={icon('submit', <SendIcon />)}
          disabled={busy}
          onClick={() => setAsking('submit')}
        >
          {translate(`${A}.submit`)}
        </Button>
      )}
      {sent && (
        <Button
          variant={batch.state === 'submitted' ? 'contained' : 'outlined'}
          startIcon={icon('download', <DownloadIcon />)}
          disabled={busy}
          onClick={() => run('download', () => downloadBankFile(batch.id))}
        >
          {translate(`${A}.download`)}
        </Button>
      )}
      {sent && <ResultsUpload batchId={batch.id} onApplied={onChanged} />}
      {(open || batch.state === 'submitted') && (
        <Button
          color="error"
          variant="outlined"
          startIcon={icon('cancel', <CancelIcon />)}
          disabled={busy}
          onClick={() => setAsking('cancel')}
        >
          {translate(`${A}.cancel`)}
        </Button>
      )}
      <Confirm
        open={asking === 'submit'}
        title={`${A}.submit_title`}
        text={translate(`${A}.submit_text`, {
          count: formatNumber(batch.items_count),
          smart_count: batch.items_count,
          total: formatMoney(batch.total),
        })}
        confirm={`${A}.submit`}
        onConfirm={() => step('submit', `${A}.submitted`)}
        onClose={() => setAsking(null)}
      />
      <Confirm
        open={asking === 'cancel'}
        title={`${A}.cancel_title`}
        text={translate(open ? `${A}.cancel_draft` : `${A}.cancel_submitted`)}
        confirm={`${A}.cancel`}
        cancel={`${A}.keep`}
        onConfirm={() => step('cancel', `${A}.cancelled`)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};
