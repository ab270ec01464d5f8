import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  DataTableClasses,
  type RaRecord,
  SimpleList,
  type SimpleListProps,
  useResourceContext,
} from 'react-admin';
import { type ListColumn, tableColumns } from './ListColumn';
import { useChangeSort } from './listChanges';
import { SortableHead } from './SortableHead';
import { type RowOpens, useRowLink } from './useRowLink';

/** A phone's row: <SimpleList>'s texts and icons; what it opens is the table's `opens`. */
export type PhoneRow<Row extends RaRecord> = Omit<
  SimpleListProps<Row>,
  'rowClick' | 'linkType' | 'resource'
>;

interface ResponsiveDataTableProps<Row extends RaRecord> {
  /** The columns, each sortable by its `source` unless `disableSort`; the list exports the same. */
  columns: readonly ListColumn<Row>[];
  /** What a phone shows instead: a <SimpleList> of the same rows, with these texts and icons. */
  phone: PhoneRow<Row>;
  /**
   * What a row opens (its record's view, or another resource's record), on the table and on a
   * phone, for a reader allowed to see it; for anyone else, and without `opens`, rows are no links.
   */
  opens?: RowOpens<Row>;
  /**
   * `false` when the table's rows carry their own buttons (an Action column) and only a phone's
   * rows, which have none, open the record.
   */
  tableRowsOpen?: boolean;
  /** Buttons for the selected rows; without them, rows cannot be selected. */
  bulkActionButtons?: ReactNode;
}

/**
 * The rows of a list: react-admin's <DataTable> from 600 px up, and on a phone a <SimpleList>,
 * so nothing scrolls sideways. Cells keep to one line and digits line up; a table wider than a
 * tablet scrolls inside its card; headers may wrap. A row links only to what its reader may see.
 */
export const ResponsiveDataTable = <Row extends RaRecord>({
  columns,
  phone,
  opens,
  tableRowsOpen = true,
  bulkActionButtons = false,
}: ResponsiveDataTableProps<Row>) => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const changeSort = useChangeSort();
  const link = useRowLink(opens);
  const resource = useResourceContext() ?? '';
  // A row whose record has no screen for its reader (an audit entry about a deleted user) does
  // not look clickable among those that are.
  const rowSx =
    typeof link === 'function'
      ? (row: Row) => (link(row.id, resource, row) ? {} : { cursor: 'default' })
      : undefined;
  if (isPhone) {
    // <SimpleList> types its rowClick for any record, though it calls it with its own rows.
    return (
      <SimpleList<Row> {...phone} rowClick={link as SimpleListProps['rowClick']} rowSx={rowSx} />
    );
  }
  const tableLink = tableRowsOpen ? link : false;
  return (
    <DataTable<Row>
      head={SortableHead}
      setSort={changeSort}
      bulkActionButtons={bulkActionButtons}
      rowClick={tableLink}
      rowSx={tableLink ? rowSx : undefined}
      sx={{
        [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
        [`& .${DataTableClasses.headerCell}, & .${DataTableClasses.rowCell}`]: {
          fontVariantNumeric: 'tabular-nums',
          // Narrower than MUI's 16 px, so seven columns fit a laptop beside the sidebar.
          px: 1,
        },
        // Under :where(), so that a column's own cellSx (a date, an e-mail may wrap) outranks it.
        [`& :where(.${DataTableClasses.rowCell})`]: { whiteSpace: 'nowrap' },
        // A long header (French "Valeur de la carte") wraps between words rather than widening
        // its column past the screen.
        [`& .${DataTableClasses.headerCell}`]: { whiteSpace: 'normal' },
        // MUI hides the arrow of an unsorted column until hover; a faint one shows it can sort.
        '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { opacity: 0.35 },
      }}
    >
      {tableColumns(columns)}
    </DataTable>
  );
};
