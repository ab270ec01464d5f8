import {
  Box,
  Stack,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface CardTableColumn<Row> {
  /** Catalogue key of the header (on a phone, the label of the value). */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Where the value sits on a phone, where each row is a stacked item: `title` on its first
   * line, `end` at that line's right (the status, the action: always in sight), else a
   * labelled line below.
   */
  phone?: 'title' | 'end' | 'line';
  /** Figures sit on the right, under a header on the right. */
  align?: 'right';
  /** Text that may wrap on a laptop (notes); other cells keep to one line. */
  wraps?: boolean;
  cellSx?: SxProps<Theme>;
}

interface CardTableProps<Row> {
  columns: readonly CardTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table (or the phone's list) for screen readers. */
  label?: string;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

const PhoneItems = <Row,>({ columns, rows, rowKey, label }: CardTableProps<Row>) => {
  const translate = useTranslate();
  const at = (place: 'title' | 'end' | 'line') =>
    columns.filter((column) => (column.phone ?? 'line') === place);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', fontSize: 14 }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}
          >
            <Box sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
              {at('title').map((column) => (
                <Box key={column.header}>{column.cell(row)}</Box>
              ))}
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
              {at('end').map((column) => (
                <Box key={column.header}>{column.cell(row)}</Box>
              ))}
            </Stack>
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
          >
            {at('line').map((column) => (
              <Box key={column.header} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {translate(column.header)}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

/**
 * A table inside a card: a table from 600 px up, and on a phone each row a stacked item with its
 * status and action on the first line, so nothing hides behind a sideways scroll.
 */
export const CardTable = <Row,>(props: CardTableProps<Row>) => {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (isPhone) return <PhoneItems {...props} />;
  const { columns, rows, rowKey, label } = props;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={nowrap}>
                {translate(column.header)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  sx={
                    [
                      column.wraps ? { minWidth: 220 } : nowrap,
                      column.cellSx ?? {},
                    ].flat() as SxProps<Theme>
                  }
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
