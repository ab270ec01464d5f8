import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ResultsOutcome } from '../../../contract/payouts';
import { FilePickButton } from '../../form/FilePickButton';
import { formatNumber } from '../../shared/format';
import { sendResults } from './batchApi';

const R = 'resources.payout-batches.results';

const Figure = ({ label, value }: { label: string; value: number }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatNumber(value)}
      </Typography>
    </Box>
  );
};

/** What the results would do (or did): the four figures, then each conflict and unknown reference. */
export const ResultsFigures = ({ outcome }: { outcome: ResultsOutcome }) => {
  const translate = useTranslate();
  const word = (state: string) => translate(`${R}.outcomes.${state}`, { _: state });
  return (
    <Stack spacing={1.5}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5 }}
      >
        <Figure label={`${R}.applied`} value={outcome.applied} />
        <Figure label={`${R}.unchanged`} value={outcome.unchanged} />
        <Figure label={`${R}.conflicts`} value={outcome.conflicts.length} />
        <Figure label={`${R}.unmatched`} value={outcome.unmatched.length} />
      </Box>
      {outcome.applied === 0 && <Alert severity="info">{translate(`${R}.nothing`)}</Alert>}
      {outcome.conflicts.length > 0 && (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(`${R}.conflicts`)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {outcome.conflicts.map((conflict) => (
              <li key={conflict.reference}>
                {translate(`${R}.conflict_row`, {
                  reference: conflict.reference,
                  recorded: word(conflict.recorded),
                  received: word(conflict.received),
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {outcome.unmatched.length > 0 && (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(`${R}.unmatched`)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {outcome.unmatched.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Stack>
  );
};

/**
 * The bank's results file (CSV or JSON): first sent as a dry run, whose figures are shown; only
 * then applied. Applying the same file again changes nothing, and the preview says so.
 */
export const ResultsUpload = ({
  batchId,
  onApplied,
}: {
  batchId: string;
  onApplied: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ResultsOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setPreview(null);
  };
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    try {
      setPreview(await sendResults(batchId, chosen, true));
      setFile(chosen);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const outcome = await sendResults(batchId, file, false);
      notify(`${R}.done`, {
        type: 'success',
        messageArgs: {
          applied: formatNumber(outcome.applied),
          unchanged: formatNumber(outcome.unchanged),
          conflicts: formatNumber(outcome.conflicts.length),
          unmatched: formatNumber(outcome.unmatched.length),
        },
      });
      close();
      onApplied();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FilePickButton
        label={translate(`${R}.choose`)}
        accept=".csv,.json,text/csv,application/json"
        onFile={(file) => void choose(file)}
        disabled={busy}
        startIcon={<UploadIcon />}
      />
      <Dialog open={preview !== null} onClose={close} fullWidth>
        <DialogTitle>{translate(`${R}.preview_title`)}</DialogTitle>
        <DialogContent>
          {file && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {file.name}
            </Typography>
          )}
          {preview && <ResultsFigures outcome={preview} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={apply}
            disabled={!preview || busy || preview.applied === 0}
          >
            {translate(`${R}.apply`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
