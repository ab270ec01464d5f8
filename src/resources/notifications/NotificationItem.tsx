import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Avatar, Box, ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Notification } from '../../../contract/live';
import { formatDateTime } from '../../format';

const icons: Record<string, typeof NotificationsNoneOutlinedIcon> = {
  giftcard_submitted: CardGiftcardOutlinedIcon,
  dispute_opened: GavelOutlinedIcon,
  chat_message: ChatBubbleOutlineIcon,
};

interface NotificationItemProps {
  notification: Notification;
  /** Clicking an unread entry asks the server to mark it read. */
  onMarkRead: (id: string) => void;
}

/** One notification: its message and date; an unread one is highlighted and clickable. */
export const NotificationItem = ({ notification, onMarkRead }: NotificationItemProps) => {
  const translate = useTranslate();
  const { id, message, created_at, is_read, kind } = notification;
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
        primary={message}
        secondary={<time dateTime={created_at}>{formatDateTime(created_at)}</time>}
        slotProps={{
          primary: { sx: { fontWeight: is_read ? 400 : 600, overflowWrap: 'anywhere' } },
        }}
      />
      {!is_read && (
        <Box
          component="span"
          role="img"
          aria-label={translate('resources.notifications.unread')}
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
  return (
    <ListItem disablePadding divider data-read={is_read ? 'true' : 'false'}>
      {is_read ? (
        <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2, py: 1 }}>
          {content}
        </Box>
      ) : (
        <ListItemButton
          onClick={() => onMarkRead(id)}
          sx={(theme) => ({
            bgcolor: theme.palette.mode === 'light' ? 'rgba(79, 70, 229, 0.04)' : 'action.hover',
          })}
        >
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
};
