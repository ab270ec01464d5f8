import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterForm } from 'react-admin';

/**
 * react-admin filter inputs (a lookup of another resource, dates) among a list's always-on
 * filters, on the same line: react-admin's filter form, without the full width and the room for
 * helper texts it takes beside a toolbar.
 */
export const InputFilters = ({ inputs }: { inputs: ReactNode[] }) => (
  <Box
    sx={{
      display: 'contents',
      '& > form': {
        flex: '0 1 auto',
        minHeight: 0,
        p: 0,
        gap: 1.5,
        alignItems: 'center',
        width: { xs: 'auto' },
      },
      '& .RaFilterForm-filterFormInput .MuiFormControl-root': { my: 0 },
    }}
  >
    <FilterForm filters={inputs} />
  </Box>
);
