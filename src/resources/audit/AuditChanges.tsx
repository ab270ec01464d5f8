import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';

/** A value before or after a change; nothing is shown as an em dash. */
const show = (value: string | number | boolean | null) =>
  value === null || value === '' ? '—' : String(value);

/** Each changed field of the entry: `field: old → new`. */
export const AuditChanges = () => {
  const entry = useRecordContext<AuditLog>();
  const changes = Object.entries(entry?.changes ?? {});
  if (changes.length === 0) return null;
  return (
    <Stack spacing={0.25} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map(([field, [before, after]]) => (
        <Typography
          key={field}
          component="li"
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {field}:
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
            {show(before)}
          </Box>
          <ArrowForwardIcon sx={{ fontSize: 14 }} aria-label="→" />
          <span>{show(after)}</span>
        </Typography>
      ))}
    </Stack>
  );
};
