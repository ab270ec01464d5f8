import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The row a list table shows while its page loads. */
export const LoadingRow = ({ colSpan }: { colSpan: number }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {translate('app.list.loading')}
      </TableCell>
    </TableRow>
  );
};
