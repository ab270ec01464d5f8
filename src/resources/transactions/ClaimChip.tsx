import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { Chip } from '@mui/material';
import type { ClaimHolder } from '../../../contract/claims';
import { getAuthState } from '../../shared/session';
import { useResourceText } from '../../shared/useResourceText';

/** "Being reviewed by …" while a colleague holds the card's claim; nothing for one's own. */
export const ClaimChip = ({ claimedBy }: { claimedBy: ClaimHolder | null | undefined }) => {
  const text = useResourceText('transactions');
  if (!claimedBy || claimedBy.id === getAuthState().admin?.id) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<PersonSearchIcon />}
      label={text('claimed_by', { username: claimedBy.username })}
    />
  );
};
