import { Stack } from '@mui/material';
import { Fragment, type ReactNode, useState } from 'react';
import { ResetFiltersButton } from './ResetFiltersButton';

/**
 * The always-on filters of a list, given to `<List filters>` as one element: the spec's status
 * select and search box (applied on Enter, each clearing the other), then the reset icon.
 * react-admin's filter form would apply the search while typing and merge the two filters.
 */
export const ListFilters = ({
  children,
  defaults,
}: {
  children: ReactNode;
  /** The list's default filters, which the reset icon comes back to. */
  defaults?: Record<string, unknown>;
}) => {
  // A reset remounts the filters, which also drops search text typed but never applied.
  const [generation, setGeneration] = useState(0);
  return (
    // The filters wrap among themselves; the reset icon keeps its place at the end of their
    // first line, never on a line of its own. On a phone the two stacks dissolve into the list's
    // toolbar: the first filter shares its line with the reset and export icons, and every other
    // filter takes a whole line, as wide as the screen.
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        display: { xs: 'contents', sm: 'flex' },
        alignItems: 'flex-start',
        py: 2,
        flex: 1,
        minWidth: 0,
        '& > .MuiIconButton-root': { order: { xs: 1, sm: 0 } },
      }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{
          display: { xs: 'contents', sm: 'flex' },
          flexWrap: 'wrap',
          alignItems: 'center',
          flex: 1,
          minWidth: 0,
          // The first filter, then every one after it (`* + *`: the first child has no sibling
          // before it; emotion warns of `:first-child`, unsafe when rendered on a server).
          '& > *': { flex: { xs: '1 1 0', sm: '0 1 auto' }, order: { xs: 0, sm: 0 } },
          '& > * + *': { flex: { xs: '1 1 100%', sm: '0 1 auto' }, order: { xs: 3, sm: 0 } },
        }}
      >
        <Fragment key={generation}>{children}</Fragment>
      </Stack>
      <ResetFiltersButton defaults={defaults} onReset={() => setGeneration((value) => value + 1)} />
    </Stack>
  );
};
