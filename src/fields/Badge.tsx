import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { BadgeTone } from '../../contract/statuses';

/**
 * The colours of the spec's status badges (section 4); the contract's status tables say which
 * tone a status takes where. Each pairs a light fill with a dark text of at least 4.5:1
 * contrast, which reads the same on the light and the dark theme.
 */
const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  green: { bg: '#dcfce7', fg: '#166534' },
  darkGreen: { bg: '#bbf7d0', fg: '#14532d' },
  darkestGreen: { bg: '#166534', fg: '#ffffff' },
  emerald: { bg: '#d1fae5', fg: '#065f46' },
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  yellow: { bg: '#fef9c3', fg: '#854d0e' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
  /** An open dispute: red text on yellow. */
  redOnYellow: { bg: '#fef9c3', fg: '#b91c1c' },
  grey: { bg: '#f3f4f6', fg: '#374151' },
};

/** A small coloured pill with a status text. */
export const Badge = ({ tone, children }: { tone: BadgeTone; children: ReactNode }) => (
  <Box
    component="span"
    data-tone={tone}
    sx={{
      display: 'inline-block',
      px: 1.25,
      py: 0.25,
      borderRadius: 999,
      fontSize: 12,
      fontWeight: 600,
      lineHeight: 1.6,
      whiteSpace: 'nowrap',
      bgcolor: tones[tone].bg,
      color: tones[tone].fg,
    }}
  >
    {children}
  </Box>
);
