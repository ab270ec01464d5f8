import {
  ExportButton,
  type RaRecord,
  useListContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { type CsvColumn, columnsExporter } from './csvExporter';
import type { ListColumn } from './ListColumn';

/**
 * react-admin's export of the whole filtered list as CSV: the data provider reads it in the
 * API's pages of 100, so the button asks for every row. The file has the table's columns, titled
 * and written as the table shows them; a column whose `text` is false is left out.
 */
export const ListExportButton = <Row extends RaRecord>({
  columns,
}: {
  columns: readonly ListColumn<Row>[];
}) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { resource } = useListContext();
  const csvColumns = columns.flatMap(({ text, label, source }): CsvColumn<Row>[] =>
    text
      ? [
          {
            title: String(translateLabel({ label, source, resource })),
            cell: (row) => text(row, translate),
          },
        ]
      : [],
  );
  return (
    <ExportButton exporter={columnsExporter(csvColumns)} maxResults={Number.MAX_SAFE_INTEGER} />
  );
};
