import type { SvgIconComponent } from '@mui/icons-material';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { type ActivityAction, activityAction } from '../../../contract/enums';

/** One icon and colour per activity log action (spec section 3); 'other' for anything else. */
const icons: Record<ActivityAction, { Icon: SvgIconComponent; color: string }> = {
  status_update: { Icon: SyncAltIcon, color: '#2563eb' },
  payment_processed: { Icon: PaymentsIcon, color: '#047857' },
  payout_approved: { Icon: TaskAltIcon, color: '#0f766e' },
  review_completed: { Icon: RuleIcon, color: '#7c3aed' },
  rejection: { Icon: BlockIcon, color: '#dc2626' },
  other: { Icon: InfoIcon, color: '#6b7280' },
};

export const ActionIcon = ({ action }: { action: string }) => {
  const known = activityAction.safeParse(action).data ?? 'other';
  const { Icon, color } = icons[known];
  return <Icon fontSize="small" sx={{ color }} data-testid={`action-icon-${known}`} />;
};
