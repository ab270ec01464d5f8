import { DataTable, type DataTableColumnProps, type RaRecord } from 'react-admin';
import type { Translate } from '../shared/translate';

/** A cell of the CSV export. */
export type ExportCell = string | number | boolean | null | undefined;

/**
 * One column of a list, declared once: the table's <DataTable.Col> props (title, source, cell)
 * and the same cell as the CSV export writes it. Every column says what the file holds, so a
 * new column cannot be forgotten in the export; `false` for what only the screen has (an Action
 * menu, the selection ticks).
 */
export interface ListColumn<Row extends RaRecord = RaRecord> extends DataTableColumnProps<Row> {
  /** The cell as text, as the table says it (status label, money, date in the shown language). */
  text: ((row: Row, translate: Translate) => ExportCell) | false;
}

/** A key for the column among its list's: its source, else its title's catalogue key. */
const columnKey = (column: ListColumn, index: number) =>
  column.source ?? (typeof column.label === 'string' ? column.label : `column-${index}`);

/** The table's <DataTable.Col>s of a list's columns. */
export const tableColumns = <Row extends RaRecord>(columns: readonly ListColumn<Row>[]) =>
  columns.map(({ text: _text, ...column }, index) => (
    <DataTable.Col<Row> key={columnKey(column as ListColumn, index)} {...column} />
  ));
