/** A small CSV writer (RFC 4180) for the lists' exports: react-admin's own needs a whole page size the API refuses. */

type Flat = Record<string, string | number | boolean | null>;

/** Nested objects become dotted columns ({brand: {name}} → brand.name); arrays go as JSON. */
export const flatten = (record: object, prefix = ''): Flat => {
  const flat: Flat = {};
  for (const [key, value] of Object.entries(record)) {
    const column = `${prefix}${key}`;
    if (value === null || value === undefined) flat[column] = null;
    else if (Array.isArray(value)) flat[column] = JSON.stringify(value);
    else if (typeof value === 'object') Object.assign(flat, flatten(value, `${column}.`));
    else flat[column] = value as string | number | boolean;
  }
  return flat;
};

// A cell starting with one of these would run as a formula in a spreadsheet ("CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const cell = (value: Flat[string]) => {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV text of flat rows: one column per key seen in any row, in first-seen order. */
export const toCsv = (rows: Flat[]): string => {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    columns.map((column) => cell(column)),
    ...rows.map((row) => columns.map((column) => cell(row[column] ?? null))),
  ];
  return lines.map((line) => line.join(',')).join('\r\n');
};
