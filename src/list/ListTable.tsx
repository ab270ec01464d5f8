import {
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import { SortableHeaderCell } from './SortableHeaderCell';

/** Placeholder rows while a page loads. */
const SKELETON_ROWS = 5;

export interface Column<RecordType extends RaRecord> {
  /** Catalogue key of the header. */
  label: string;
  render: (record: RecordType) => ReactNode;
  /**
   * The API field a click on the header orders the list by. Only fields of the resource's
   * `ordering` allow-list in the data provider; others would not be sent.
   */
  sortBy?: string;
  /** Numbers and money: right-aligned, so their digits line up. */
  numeric?: boolean;
}

interface ListTableProps<RecordType extends RaRecord> {
  columns: Column<RecordType>[];
}

/**
 * The rows of the current page of a list: skeleton rows while it loads, and react-admin's
 * 'No … found' when it has none.
 */
export const ListTable = <RecordType extends RaRecord>({ columns }: ListTableProps<RecordType>) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { data, isPending, error, resource } = useListContext<RecordType>();
  return (
    // Cells keep to one line: on a phone the table scrolls sideways inside its container
    // instead of squeezing every column into a tall, unreadable stack.
    <TableContainer sx={{ '& th': { whiteSpace: 'nowrap' } }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map(({ label, sortBy, numeric }) =>
              sortBy ? (
                <SortableHeaderCell key={label} label={label} field={sortBy} numeric={numeric} />
              ) : (
                <TableCell key={label} align={numeric ? 'right' : undefined}>
                  {translate(label)}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody aria-busy={isPending}>
          {isPending ? (
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
              <TableRow key={row}>
                {columns.map(({ label }) => (
                  <TableCell key={label}>
                    <Skeleton aria-hidden />
                  </TableCell>
                ))}
              </TableRow>
            ))
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
                {columns.map(({ label, render, numeric }) => (
                  <TableCell
                    key={label}
                    align={numeric ? 'right' : undefined}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {render(record)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell
                colSpan={columns.length}
                align="center"
                sx={{ py: 4, color: 'text.secondary' }}
              >
                {translate('ra.navigation.no_results', { name: getResourceLabel(resource, 2) })}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
