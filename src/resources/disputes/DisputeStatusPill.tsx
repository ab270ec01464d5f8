import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec section 2: open is red on yellow, closed green on green, anything else grey. */
const tones: Record<string, { bg: string; fg: string }> = {
  open: { bg: '#fef9c3', fg: '#b91c1c' },
  closed: { bg: '#dcfce7', fg: '#166534' },
};
const grey = { bg: '#f3f4f6', fg: '#374151' };

export const DisputeStatusPill = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const tone = tones[status] ?? grey;
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        bgcolor: tone.bg,
        color: tone.fg,
      }}
    >
      {translate(`resources.disputes.status.${status}`, { _: status })}
    </Box>
  );
};
