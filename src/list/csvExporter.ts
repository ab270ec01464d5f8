import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { ExportCell } from './ListColumn';

// Excel reads a CSV file as UTF-8 only when it starts with a byte order mark.
const BOM = '\ufeff';
// A cell starting with one of these would run as a formula in a spreadsheet ("CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const neutralised = (text: string) =>
  FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;

const download = async (rows: object[], resource: string) => {
  const csv = await jsonExport(rows, {
    rowDelimiter: ',',
    endOfLine: '\r\n',
    typeHandlers: { String: neutralised },
  });
  const day = new Date().toISOString().slice(0, 10);
  downloadCSV(BOM + csv, `${resource}-${day}`);
};

/** One column of the file: its title in the language shown, and its cell. */
export interface CsvColumn<Row extends RaRecord> {
  title: string;
  cell(row: Row): ExportCell;
}

/**
 * An exporter for react-admin's <ExportButton> whose columns are the list's own, titled in the
 * language shown: a spreadsheet reads what the screen said, not the API's field names. Every row
 * it is given (the data provider reads all the API's pages), as `<resource>-<day>.csv`.
 */
export const columnsExporter =
  <Row extends RaRecord>(columns: readonly CsvColumn<Row>[]): Exporter =>
  async (records, _fetchRelated, _dataProvider, resource) =>
    download(
      (records as Row[]).map((record) =>
        Object.fromEntries(columns.map((column) => [column.title, column.cell(record) ?? ''])),
      ),
      resource ?? 'export',
    );
