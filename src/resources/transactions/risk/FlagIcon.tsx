import FlagIconGlyph from '@mui/icons-material/Flag';
import { Tooltip } from '@mui/material';
import { useResourceText } from '../../../shared/useResourceText';
import type { Transaction } from '../types';

/** A red flag on a list row whose submission looked risky; the tooltip names the reasons. */
export const FlagIcon = ({ transaction }: { transaction: Pick<Transaction, 'risk_flags'> }) => {
  const text = useResourceText('transactions');
  if (!transaction.risk_flags?.length) return null;
  const reasons = transaction.risk_flags.map((flag) => text(`risk.short.${flag}`)).join(', ');
  const label = text('risk.flagged', { reasons });
  return (
    <Tooltip title={label}>
      <FlagIconGlyph
        fontSize="small"
        titleAccess={label}
        sx={{ color: '#b91c1c', verticalAlign: 'middle', ml: 0.5 }}
      />
    </Tooltip>
  );
};
