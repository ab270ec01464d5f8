import { Box } from '@mui/material';

/**
 * Long text (e-mails) cut with an ellipsis so a list's columns fit a laptop screen; the whole
 * text stays in the page for screen readers and shows on hover.
 */
export const Truncated = ({ text, maxWidth }: { text: string | undefined; maxWidth: number }) => (
  <Box
    component="span"
    title={text}
    sx={{
      display: 'inline-block',
      maxWidth,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'bottom',
    }}
  >
    {text}
  </Box>
);

/**
 * Widest e-mail shown whole in the transactions and payments lists (px): most customers' whole
 * address (about 22 characters), while their seven columns and the bulk review ticks still fit a
 * 1366 px screen beside the sidebar, in French too.
 */
export const EMAIL_WIDTH = 180;
