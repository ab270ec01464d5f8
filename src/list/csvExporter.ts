import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter } from 'react-admin';

// Excel reads a CSV file as UTF-8 only when it starts with a byte order mark.
const BOM = '\ufeff';
// A cell starting with one of these would run as a formula in a spreadsheet ("CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const neutralised = (text: string) =>
  FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;

/**
 * The lists' exporter for react-admin's <ExportButton>: every row it was given (the data
 * provider reads all the API's pages), nested objects as dotted columns, as `<resource>-<day>.csv`.
 */
export const csvExporter: Exporter = async (records, _fetchRelated, _dataProvider, resource) => {
  const csv = await jsonExport(records, {
    rowDelimiter: ',',
    endOfLine: '\r\n',
    typeHandlers: { String: neutralised },
  });
  const day = new Date().toISOString().slice(0, 10);
  downloadCSV(BOM + csv, `${resource}-${day}`);
};
