import ScheduleIcon from '@mui/icons-material/Schedule';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../shared/format';
import { useResourceText } from '../../shared/useResourceText';

interface ChatBubbleProps {
  sender: string;
  message: string;
  createdAt: string;
  /** The admin's side (spec: the left), else the customer's (the right). */
  fromAdmin: boolean;
  /** Written here and not yet stored by the server. */
  pending?: boolean;
}

/** One chat message with its sender's initial avatar, on the admin's or the customer's side. */
export const ChatBubble = ({ sender, message, createdAt, fromAdmin, pending }: ChatBubbleProps) => {
  const text = useResourceText('disputes');
  return (
    <Stack
      component="li"
      direction={fromAdmin ? 'row' : 'row-reverse'}
      spacing={1.25}
      data-side={fromAdmin ? 'admin' : 'customer'}
      data-pending={pending ? 'true' : undefined}
      sx={{ alignItems: 'flex-end', listStyle: 'none', opacity: pending ? 0.75 : 1 }}
    >
      <Avatar
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          fontSize: 14,
          fontWeight: 600,
          bgcolor: fromAdmin ? 'primary.main' : 'secondary.main',
        }}
      >
        {sender.charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ maxWidth: '75%', minWidth: 0, textAlign: fromAdmin ? 'left' : 'right' }}>
        <Box
          sx={(theme) => ({
            display: 'inline-block',
            textAlign: 'left',
            px: 1.75,
            py: 1,
            borderRadius: 2.5,
            ...(fromAdmin
              ? { borderBottomLeftRadius: 4, bgcolor: 'action.hover', color: 'text.primary' }
              : {
                  borderBottomRightRadius: 4,
                  bgcolor: theme.palette.mode === 'light' ? 'primary.main' : 'primary.dark',
                  color: '#ffffff',
                }),
          })}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        </Box>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{
            mt: 0.25,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 0.5,
            alignItems: 'center',
            justifyContent: fromAdmin ? 'flex-start' : 'flex-end',
            '& > span, & > time': { whiteSpace: 'nowrap' },
            // A dot before every part but the first (`* + *`, which emotion does not warn of).
            '& > * + *::before': { content: '"·"', mr: 0.5 },
          }}
        >
          <span>{sender}</span>
          {pending ? (
            <span>
              <ScheduleIcon sx={{ fontSize: 13, verticalAlign: '-2px', mr: 0.25 }} aria-hidden />
              {text('chat.sending')}
            </span>
          ) : (
            <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          )}
        </Typography>
      </Box>
    </Stack>
  );
};
