import { TableCell, TableSortLabel } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

interface SortableHeaderCellProps {
  /** Catalogue key of the header. */
  label: string;
  /** The API field the list is ordered by (one of the resource's `ordering` allow-list). */
  field: string;
  /** A column of numbers, aligned right. */
  numeric?: boolean;
}

/**
 * A column header that orders the whole list on the server: the first click sorts ascending, the
 * next ones flip the order; react-admin goes back to page 1 on each change. The label is a
 * button, so it is reached and used with Tab and Enter; `aria-sort` tells the current order.
 */
export const SortableHeaderCell = ({ label, field, numeric }: SortableHeaderCellProps) => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const active = sort?.field === field;
  const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
  return (
    <TableCell sortDirection={active ? direction : false} align={numeric ? 'right' : undefined}>
      <TableSortLabel
        active={active}
        direction={direction}
        onClick={() => setSort({ field, order: active && direction === 'asc' ? 'DESC' : 'ASC' })}
        // MUI hides the arrow of an unsorted column until hover; a faint one shows it can sort.
        sx={{ '& .MuiTableSortLabel-icon': { opacity: active ? 1 : 0.35 } }}
      >
        {translate(label)}
      </TableSortLabel>
    </TableCell>
  );
};
