import type { SvgIconComponent } from '@mui/icons-material';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import type { ActivityAction } from '../../../contract/enums';

/** One icon and colour per activity log action (spec section 3); 'other' for anything else. */
const icons: Record<ActivityAction, { Icon: SvgIconComponent; color: string }> = {
  status_update: { Icon: SyncAltIcon, color: '#2563eb' },
  payment_processed: { Icon: PaymentsIcon, color: '#047857' },
  payout_approved: { Icon: TaskAltIcon, color: '#0f766e' },
  review_completed: { Icon: RuleIcon, color: '#7c3aed' },
  rejection: { Icon: BlockIcon, color: '#dc2626' },
  payout_reversed: { Icon: UndoIcon, color: '#b45309' },
  reversal_approved: { Icon: VerifiedIcon, color: '#0f766e' },
  other: { Icon: InfoIcon, color: '#6b7280' },
};

const isKnown = (action: string): action is keyof typeof icons => Object.hasOwn(icons, action);

export const ActionIcon = ({ action }: { action: string }) => {
  const known = isKnown(action) ? action : 'other';
  const { Icon, color } = icons[known];
  return <Icon fontSize="small" sx={{ color }} data-testid={`action-icon-${known}`} />;
};
