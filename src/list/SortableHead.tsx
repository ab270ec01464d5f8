import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import {
  type DataTableColumnProps,
  DataTableHead,
  type DataTableHeadProps,
  useDataTableSortContext,
} from 'react-admin';

/**
 * react-admin's DataTable head, with `aria-sort` on the column the list is ordered by: its own
 * head cells draw the sort arrow but do not tell assistive technology the order. MUI's TableCell
 * sets the attribute from `sortDirection`, which the head cell hands on to it.
 */
export const SortableHead = ({ children, ...props }: DataTableHeadProps) => {
  const sort = useDataTableSortContext();
  const sortDirection = sort?.order === 'DESC' ? 'desc' : 'asc';
  return (
    <DataTableHead {...props}>
      {Children.map(children, (column: ReactNode) =>
        isValidElement<DataTableColumnProps>(column) &&
        !column.props.disableSort &&
        column.props.source !== undefined &&
        column.props.source === sort?.field
          ? cloneElement(column, { sortDirection })
          : column,
      )}
    </DataTableHead>
  );
};
