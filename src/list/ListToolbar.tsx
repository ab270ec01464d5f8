import { Box, Stack } from '@mui/material';
import { Fragment, type ReactNode, useState } from 'react';
import { ExportButton } from 'react-admin';
import { csvExporter } from './csvExporter';
import { ResetFiltersButton } from './ResetFiltersButton';

interface ListToolbarProps {
  /** The status select and the search box. */
  children?: ReactNode;
  /** Whether the list has the reset icon. */
  resettable?: boolean;
  /** Whether the list has the CSV export button, on the row's right. */
  exportable?: boolean;
}

/** The row above a list table: its filters, then the reset icon, and the export button. */
export const ListToolbar = ({
  children,
  resettable = true,
  exportable = false,
}: ListToolbarProps) => {
  // A reset remounts the filters, which also drops search text typed but never applied.
  const [generation, setGeneration] = useState(0);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', p: 2 }}
    >
      <Fragment key={generation}>{children}</Fragment>
      {resettable && <ResetFiltersButton onReset={() => setGeneration((value) => value + 1)} />}
      {exportable && (
        <Box sx={{ ml: 'auto' }}>
          {/* The whole filtered list: the data provider reads it in the API's pages of 100. */}
          <ExportButton exporter={csvExporter} maxResults={Number.MAX_SAFE_INTEGER} />
        </Box>
      )}
    </Stack>
  );
};
