import { RATE_CSV_COLUMNS, type Rate } from '../../../contract/rates.js';

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The export: the header, then one line per rate, the brand by name. */
export function ratesCsv(rates: Rate[]) {
  const lines = rates.map((rate) =>
    [
      rate.brand.name,
      rate.country,
      rate.form,
      rate.receipt,
      rate.min_value,
      rate.max_value,
      rate.rate_percentage,
      rate.effective_from,
    ]
      .map(field)
      .join(','),
  );
  return `${[RATE_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

export interface CsvLine {
  /** The line's number in the file, the header being line 1. */
  line: number;
  values: string[];
}

/** The records of a CSV file (RFC 4180: quoted fields, doubled quotes, CRLF or LF); blank lines skipped. */
export function parseCsv(textContent: string): CsvLine[] {
  const records: CsvLine[] = [];
  let values: string[] = [];
  let current = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    values.push(current);
    if (values.length > 1 || values[0].trim() !== '') records.push({ line: recordLine, values });
    values = [];
    current = '';
  };
  const source = textContent.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        current += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        current += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      values.push(current);
      current = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else current += char;
  }
  if (current !== '' || values.length) endRecord();
  return records;
}
