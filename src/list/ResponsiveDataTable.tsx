import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, DataTableClasses, type RaRecord, type RowClickFunction } from 'react-admin';
import { type ListColumn, tableColumns } from './ListColumn';
import { useChangeSort } from './listChanges';
import { SortableHead } from './SortableHead';

interface ResponsiveDataTableProps<Row extends RaRecord> {
  /** The columns, each sortable by its `source` unless `disableSort`; the list exports the same. */
  columns: readonly ListColumn<Row>[];
  /**
   * What a phone shows instead: a <SimpleList> of the same rows, each a link with
   * `rowClick="edit"`, as every detail sits on react-admin's edit route, the spec's /<list>/{id}.
   */
  phone: ReactNode;
  /**
   * 'edit' when a row opens its record (Staff), a function when it opens another (an audit entry
   * its target); by default rows carry their own actions.
   */
  rowClick?: 'edit' | 'show' | false | RowClickFunction<Row>;
  /** Buttons for the selected rows; without them, rows cannot be selected. */
  bulkActionButtons?: ReactNode;
}

/**
 * The rows of a list: react-admin's <DataTable> from 600 px up, and on a phone a <SimpleList>,
 * so nothing scrolls sideways. Cells keep to one line and digits line up; a table wider than a
 * tablet scrolls inside its card; headers may wrap.
 */
export const ResponsiveDataTable = <Row extends RaRecord>({
  columns,
  phone,
  rowClick = false,
  bulkActionButtons = false,
}: ResponsiveDataTableProps<Row>) => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const changeSort = useChangeSort();
  if (isPhone) return phone;
  return (
    <DataTable
      head={SortableHead}
      setSort={changeSort}
      bulkActionButtons={bulkActionButtons}
      rowClick={rowClick}
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
