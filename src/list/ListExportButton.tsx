import { ExportButton } from 'react-admin';
import { csvExporter } from './csvExporter';

/**
 * react-admin's export of the whole filtered list as CSV: the data provider reads it in the
 * API's pages of 100, so the button asks for every row.
 */
export const ListExportButton = () => (
  <ExportButton exporter={csvExporter} maxResults={Number.MAX_SAFE_INTEGER} />
);
