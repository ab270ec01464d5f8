import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import {
  Avatar,
  Box,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../contract/live';
import { formatDateTime } from '../../shared/format';
import { notificationText } from '../../shared/serverText';
import { useResourceText } from '../../shared/useResourceText';

const icons: Record<string, typeof NotificationsNoneOutlinedIcon> = {
  giftcard_submitted: CardGiftcardOutlinedIcon,
  dispute_opened: GavelOutlinedIcon,
  chat_message: ChatBubbleOutlineIcon,
  sla_due_soon: TimerOutlinedIcon,
  sla_breached: TimerOffOutlinedIcon,
  payout_account_changed: AccountBalanceOutlinedIcon,
};

/**
 * The screen of what a notification is about: the submitted card, the dispute and its chat, the
 * item a service-level alert names, or the customer whose payout account changed.
 */
const subjectPath = ({ kind, subject_id, target }: Notification) => {
  if (target) return `/${target.type === 'transaction' ? 'transactions' : 'disputes'}/${target.id}`;
  if (!subject_id) return undefined;
  if (kind === 'giftcard_submitted') return `/transactions/${subject_id}`;
  if (kind === 'payout_account_changed') return `/users/${subject_id}`;
  return `/disputes/${subject_id}`;
};

interface NotificationItemProps {
  notification: Notification;
  /** Clicking an unread entry asks the server to mark it read. */
  onMarkRead: (id: string) => void;
}

/**
 * One notification: its message and date; an unread one is highlighted. One about a card or a
 * dispute opens it (and is marked read on the way); an unread one without a subject is a button
 * that marks it read.
 */
export const NotificationItem = ({ notification, onMarkRead }: NotificationItemProps) => {
  const translate = useTranslate();
  const text = useResourceText('notifications');
  const { id, created_at, is_read, kind } = notification;
  const Icon = (kind && icons[kind]) || NotificationsNoneOutlinedIcon;
  const content = (
    <>
      <ListItemAvatar>
        <Avatar
          sx={{
            bgcolor: is_read ? 'action.selected' : 'primary.main',
            color: is_read ? 'text.secondary' : 'primary.contrastText',
          }}
        >
          <Icon fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={notificationText(notification, translate)}
        secondary={<time dateTime={created_at}>{formatDateTime(created_at)}</time>}
        slotProps={{
          primary: { sx: { fontWeight: is_read ? 400 : 600, overflowWrap: 'anywhere' } },
        }}
      />
      {!is_read && (
        <Box
          component="span"
          role="img"
          aria-label={text('unread')}
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: 'error.main',
            ml: 2,
            flexShrink: 0,
          }}
        />
      )}
    </>
  );
  const path = subjectPath(notification);
  const unreadTint = (theme: Theme) => ({
    bgcolor: is_read
      ? undefined
      : theme.palette.mode === 'light'
        ? 'rgba(79, 70, 229, 0.04)'
        : 'action.hover',
  });
  const markRead = () => {
    if (!is_read) onMarkRead(id);
  };
  return (
    <ListItem disablePadding divider data-read={is_read ? 'true' : 'false'}>
      {path ? (
        <ListItemButton component={Link} to={path} onClick={markRead} sx={unreadTint}>
          {content}
        </ListItemButton>
      ) : is_read ? (
        <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2, py: 1 }}>
          {content}
        </Box>
      ) : (
        <ListItemButton onClick={markRead} sx={unreadTint}>
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
};
