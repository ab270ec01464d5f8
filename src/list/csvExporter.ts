import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

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

/**
 * The lists' exporter for react-admin's <ExportButton>: every row it was given (the data
 * provider reads all the API's pages), nested objects as dotted columns, as `<resource>-<day>.csv`.
 */
export const csvExporter: Exporter = async (records, _fetchRelated, _dataProvider, resource) =>
  download(records, resource ?? 'export');

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One column of a list's CSV: its title as the table heads it, and the cell as the table says it. */
export interface ExportColumn<Row extends RaRecord = RaRecord> {
  /** Catalogue key of the column title. */
  label: string;
  value(row: Row, translate: Translate): string | number | boolean | null | undefined;
}

/**
 * An exporter whose columns are the list's own, titled in the language shown: a spreadsheet
 * reads what the screen said, not the API's field names.
 */
export const columnsExporter =
  (columns: readonly ExportColumn[], translate: Translate): Exporter =>
  async (records, _fetchRelated, _dataProvider, resource) =>
    download(
      (records as RaRecord[]).map((record) =>
        Object.fromEntries(
          columns.map((column) => [translate(column.label), column.value(record, translate) ?? '']),
        ),
      ),
      resource ?? 'export',
    );
