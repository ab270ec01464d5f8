import { Stack } from '@mui/material';
import { Fragment, type ReactNode, useState } from 'react';
import { ResetFiltersButton } from './ResetFiltersButton';

/**
 * The always-on filters of a list, given to `<List filters>` as one element: the spec's status
 * select and search box (applied on Enter, each clearing the other), then the reset icon.
 * react-admin's filter form would apply the search while typing and merge the two filters.
 */
export const ListFilters = ({ children }: { children: ReactNode }) => {
  // A reset remounts the filters, which also drops search text typed but never applied.
  const [generation, setGeneration] = useState(0);
  return (
    // The filters wrap among themselves; the reset icon keeps its place at the end of their
    // first line, never on a line of its own.
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', py: 2, flex: 1, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          flex: 1,
          minWidth: 0,
          // On a phone each filter takes a line of its own, as wide as the screen allows.
          '& > *': { flex: { xs: '1 1 100%', sm: '0 1 auto' } },
        }}
      >
        <Fragment key={generation}>{children}</Fragment>
      </Stack>
      <ResetFiltersButton onReset={() => setGeneration((value) => value + 1)} />
    </Stack>
  );
};
