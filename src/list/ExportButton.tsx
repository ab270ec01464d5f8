import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { flatten, toCsv } from './csv';
import { fetchAllRecords } from './fetchAllRecords';

// Excel reads a CSV file as UTF-8 only when it starts with a byte order mark.
const BOM = '\ufeff';

/** Downloads every row of the list under its current filter and sort (all pages) as CSV. */
export const ExportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource, filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    setBusy(true);
    try {
      const records = await fetchAllRecords(dataProvider, resource, { filter: filterValues, sort });
      const day = new Date().toISOString().slice(0, 10);
      downloadCSV(BOM + toCsv(records.map((record) => flatten(record))), `${resource}-${day}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.request_failed', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      disabled={busy || !total}
      onClick={exportRows}
    >
      {translate('app.list.export')}
    </Button>
  );
};
