import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The right end of a phone row (<SimpleList rightIcon>): a status badge over an amount, both
 * aligned right, so the row's texts keep the width on the left.
 */
export const PhoneRowEnd = ({ children }: { children: ReactNode }) => (
  <Stack
    spacing={0.5}
    sx={{
      alignItems: 'flex-end',
      ml: 'auto',
      color: 'text.primary',
      fontVariantNumeric: 'tabular-nums',
    }}
  >
    {children}
  </Stack>
);
