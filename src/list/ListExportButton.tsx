import { ExportButton, useTranslate } from 'react-admin';
import { columnsExporter, csvExporter, type ExportColumn } from './csvExporter';

/**
 * react-admin's export of the whole filtered list as CSV: the data provider reads it in the
 * API's pages of 100, so the button asks for every row. With `columns`, the file has the list's
 * own column titles and cells.
 */
export const ListExportButton = ({ columns }: { columns?: readonly ExportColumn[] }) => {
  const translate = useTranslate();
  return (
    <ExportButton
      exporter={columns ? columnsExporter(columns, translate) : csvExporter}
      maxResults={Number.MAX_SAFE_INTEGER}
    />
  );
};
