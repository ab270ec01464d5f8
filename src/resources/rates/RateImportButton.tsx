import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RateImportResult } from '../../../contract/rates';
import { FilePickButton } from '../../form/FilePickButton';
import { displayLocale } from '../../shared/displayLocale';
import { fieldErrorText } from '../../shared/fieldErrorText';
import { fieldLabel, serverText } from '../../shared/serverText';
import type { Translate } from '../../shared/translate';
import { importRates } from './ratesApi';

const I = 'resources.rates.import';

/**
 * A refused line's message in the reader's language: a field's message of a known shape through
 * the catalogue, else named by the field's label; any other coded message through `server.<code>`.
 */
export const importLineText = (translate: Translate, error: RateImportResult['errors'][number]) => {
  const params = error.message_params ?? {};
  if (error.message_code === 'rates.import_invalid' && displayLocale() !== 'en') {
    const field = String(params.field ?? '');
    const message = String(params.message ?? '');
    const worded = fieldErrorText(translate, message, field, 'rates');
    if (worded !== message) return worded;
    return translate('server.rates.import_invalid', {
      field: fieldLabel(translate, 'rate', field),
      message,
      _: error.message,
    });
  }
  return serverText(
    translate,
    { code: error.message_code, params, english: error.message },
    'rate',
  );
};

/**
 * CSV import: the chosen file is first sent as a dry run, whose figures and refused lines are
 * shown; only then may it be imported (the server writes all of it or nothing).
 */
export const RateImportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'rates', action: 'create' });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RateImportResult | null>(null);
  if (!canAccess) return null;
  const close = () => {
    setFile(null);
    setPreview(null);
  };
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    try {
      setPreview(await importRates(chosen, true));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      close();
    }
  };
  const apply = async () => {
    if (!file) return;
    try {
      const result = await importRates(file, false);
      notify(`${I}.done`, { type: 'success', messageArgs: { ...result } });
      close();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <FilePickButton
        label={translate(`${I}.choose`)}
        accept=".csv,text/csv"
        onFile={(file) => void choose(file)}
      />
      <Dialog open={preview !== null} onClose={close} fullWidth>
        <DialogTitle>{translate(`${I}.preview_title`)}</DialogTitle>
        <DialogContent>
          {preview && (
            <Stack spacing={1}>
              <Alert severity={preview.errors.length ? 'error' : 'info'}>
                {translate(`${I}.figures`, { ...preview })}
              </Alert>
              {preview.errors.map((error) => (
                <Alert key={error.line} severity="error">
                  {translate(`${I}.line`, {
                    line: error.line,
                    message: importLineText(translate, error),
                  })}
                </Alert>
              ))}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={apply}
            disabled={!preview || preview.errors.length > 0 || preview.created === 0}
          >
            {translate(`${I}.apply`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
