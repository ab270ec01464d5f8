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
        flex: { xs: '1 1 100%', sm: '0 1 auto' },
        // After the first line of a phone's filters (see ListFilters).
        order: { xs: 3, sm: 0 },
        minHeight: 0,
        p: 0,
        gap: 1.5,
        alignItems: 'center',
        width: 'auto',
      },
      // Each input centred on the line like the selects beside it, without the room react-admin
      // keeps for a hide button that always-on filters do not have.
      '& .RaFilterForm-filterFormInput': {
        alignItems: 'center',
        flex: { xs: '1 1 100%', sm: '0 1 auto' },
      },
      '& .RaFilterFormInput-spacer, & .RaFilterForm-clearFix': { display: 'none' },
      // 'form' outweighs react-admin's own top margin of these inputs.
      '& form .RaFilterForm-filterFormInput .MuiFormControl-root': { my: 0 },
      '& .RaFilterForm-filterFormInput > *': { flex: { xs: 1, sm: 'none' } },
    }}
  >
    <FilterForm filters={inputs} />
  </Box>
);
