import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useListContext, useTranslate } from 'react-admin';
import { LoadingRow } from './LoadingRow';
import { SortableHeaderCell } from './SortableHeaderCell';

export interface Column<RecordType extends RaRecord> {
  /** Catalogue key of the header. */
  label: string;
  render: (record: RecordType) => ReactNode;
  /**
   * The API field a click on the header orders the list by. Only fields of the resource's
   * `ordering` allow-list in the data provider; others would not be sent.
   */
  sortBy?: string;
}

interface ListTableProps<RecordType extends RaRecord> {
  columns: Column<RecordType>[];
  /** Catalogue key of the text shown when the page has no rows. */
  empty?: string;
}

/** The rows of the current page of a list, with the 'Loading...' row while the page loads. */
export const ListTable = <RecordType extends RaRecord>({
  columns,
  empty,
}: ListTableProps<RecordType>) => {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<RecordType>();
  return (
    // Cells keep to one line: on a phone the table scrolls sideways inside its container
    // instead of squeezing every column into a tall, unreadable stack.
    <TableContainer sx={{ '& th': { whiteSpace: 'nowrap' } }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map(({ label, sortBy }) =>
              sortBy ? (
                <SortableHeaderCell key={label} label={label} field={sortBy} />
              ) : (
                <TableCell key={label}>{translate(label)}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending ? (
            <LoadingRow colSpan={columns.length} />
          ) : error ? (
            <TableRow>
              <TableCell
                colSpan={columns.length}
                align="center"
                sx={{ py: 4, color: 'error.main' }}
              >
                {error.message}
              </TableCell>
            </TableRow>
          ) : data?.length ? (
            data.map((record) => (
              <TableRow key={record.id} hover>
                {columns.map(({ label, render }) => (
                  <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
                    {render(record)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            empty && (
              <TableRow>
                <TableCell
                  colSpan={columns.length}
                  align="center"
                  sx={{ py: 4, color: 'text.secondary' }}
                >
                  {translate(empty)}
                </TableCell>
              </TableRow>
            )
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
