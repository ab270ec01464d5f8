import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { createBatchBody, type SkipReason, skipReason } from '../../../contract/payouts';
import { PageFrame } from '../../layout/PageFrame';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { createBatch, type SkippedTransaction } from './batchApi';
import { SkippedList } from './SkippedList';

/** The create screen's texts among the batches' own. */
const C = 'create';

/** A refusal's per-transaction reasons ("<id>: no_payout_account"), as the skipped list shows them. */
const skippedOf = (error: unknown): SkippedTransaction[] => {
  const lines = error instanceof HttpError ? error.body?.errors?.transaction_ids : undefined;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: unknown) => {
    const [id, reason] = String(line).split(': ');
    const parsed = skipReason.safeParse(reason);
    return parsed.success ? [{ transaction_id: id, reason: parsed.data as SkipReason }] : [];
  });
};

/**
 * /payout-batches/create: a draft from everything owed (or from chosen transactions), checked by
 * the contract's schema; the draft opens with the transactions it left out and why.
 */
export const BatchCreate = () => {
  const translate = useTranslate();
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const navigate = useNavigate();
  const [source, setSource] = useState<'all_owed' | 'chosen'>('all_owed');
  const [ids, setIds] = useState('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; skipped: SkippedTransaction[] } | null>(
    null,
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(source === 'all_owed'
        ? { all_owed: true as const }
        : { transaction_ids: ids.split(/[\s,;]+/).filter(Boolean) }),
      ...(note.trim() && { note }),
    };
    const checked = createBatchBody.safeParse(body);
    if (!checked.success) {
      setFieldErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setFieldErrors({});
    setError(null);
    setSaving(true);
    try {
      const created = await createBatch(checked.data);
      navigate(`/payout-batches/${created.id}`, { state: { skipped: created.skipped } });
    } catch (failure) {
      setError({ message: (failure as Error).message, skipped: skippedOf(failure) });
      setSaving(false);
    }
  };

  return (
    <PageFrame title={resourceKey('create_title')}>
      <Card>
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
              <Typography variant="body2" color="text.secondary">
                {text(`${C}.intro`)}
              </Typography>
              <FormControl>
                <FormLabel id="batch-source">{text(`${C}.source`)}</FormLabel>
                <RadioGroup
                  aria-labelledby="batch-source"
                  value={source}
                  onChange={(event) => setSource(event.target.value as typeof source)}
                >
                  <FormControlLabel
                    value="all_owed"
                    control={<Radio />}
                    label={text(`${C}.all_owed`)}
                  />
                  <FormControlLabel
                    value="chosen"
                    control={<Radio />}
                    label={text(`${C}.chosen`)}
                  />
                </RadioGroup>
              </FormControl>
              {source === 'chosen' && (
                <TextField
                  label={text(`${C}.transaction_ids`)}
                  multiline
                  minRows={4}
                  value={ids}
                  onChange={(event) => setIds(event.target.value)}
                  error={Boolean(fieldErrors.transaction_ids)}
                  helperText={fieldErrors.transaction_ids ?? text(`${C}.transaction_ids_help`)}
                />
              )}
              <TextField
                label={text('fields.note')}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                error={Boolean(fieldErrors.note)}
                helperText={fieldErrors.note}
              />
              {error && <Alert severity="error">{error.message}</Alert>}
              {error && error.skipped.length > 0 && <SkippedList skipped={error.skipped} />}
              <Stack direction="row" spacing={1}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={saving}
                  startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {text(`${C}.submit`)}
                </Button>
                <Button onClick={() => navigate('/payout-batches')}>
                  {translate('ra.action.cancel')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </PageFrame>
  );
};
