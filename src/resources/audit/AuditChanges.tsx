import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';
import { fieldLabel, valueText } from '../../shared/serverText';

/**
 * Each changed field of the entry in the reader's words: `Status: Pending Review → Order
 * Accepted`, `Final Payout: $195.00 → —`, never the stored codes.
 */
export const AuditChanges = () => {
  const translate = useTranslate();
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
            {fieldLabel(translate, entry?.target_type ?? null, field)}:
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
            {valueText(translate, field, before, entry?.target_type)}
          </Box>
          <ArrowForwardIcon sx={{ fontSize: 14 }} aria-label="→" />
          <span>{valueText(translate, field, after, entry?.target_type)}</span>
        </Typography>
      ))}
    </Stack>
  );
};
