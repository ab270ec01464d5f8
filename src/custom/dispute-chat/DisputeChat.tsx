import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { useGetIdentity } from 'react-admin';
import { hasAccessToken } from '../../shared/session';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { ConnectionChip } from './ConnectionChip';
import { useDisputeChat } from './useDisputeChat';

interface DisputeChatProps {
  disputeId?: string;
  /** A closed dispute keeps its history readable, and its composer says why it is off. */
  closed?: boolean;
}

const ChatFrame = ({ header, children }: { header?: ReactNode; children: ReactNode }) => {
  const chatText = useResourceText('disputes');
  return (
    <Card sx={{ display: 'flex', flexDirection: 'column', height: { xs: 560, md: 640 } }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
      >
        <ForumOutlinedIcon color="primary" fontSize="small" />
        <Typography variant="h2" sx={{ fontSize: '1rem', flex: 1 }}>
          {chatText('chat.title')}
        </Typography>
        {header}
      </Stack>
      {children}
    </Card>
  );
};

/** A word in place of the messages; `text` is a key of the chat's texts. */
const Notice = ({ text }: { text: string }) => {
  const chatText = useResourceText('disputes');
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">{chatText(`chat.${text}`)}</Typography>
    </Box>
  );
};

const LiveChat = ({ disputeId, closed }: { disputeId: string; closed: boolean }) => {
  const chatText = useResourceText('disputes');
  const resourceKey = useResourceKey('disputes');
  const { identity } = useGetIdentity();
  const { messages, outbox, connection, send } = useDisputeChat(disputeId);
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages.length + outbox.length;

  // New messages (and the history) scroll into view.
  useEffect(() => {
    const list = scroller.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  const adminName = identity?.username;
  return (
    <ChatFrame header={<ConnectionChip state={connection} />}>
      <Box
        ref={scroller}
        role="log"
        aria-label={chatText('chat.messages')}
        sx={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        {count === 0 && connection === 'open' ? (
          <Notice text="empty" />
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 2 }}>
            {messages.map((message) => (
              <ChatBubble
                key={message.id}
                sender={message.sender_username}
                message={message.message}
                createdAt={message.created_at}
                fromAdmin={message.sender_username === adminName}
              />
            ))}
            {outbox.map((pending) => (
              <ChatBubble
                key={pending.client_id}
                sender={adminName ?? ''}
                message={pending.message}
                createdAt={pending.created_at}
                fromAdmin
                pending
              />
            ))}
          </Stack>
        )}
      </Box>
      <ChatComposer onSend={send} closedReason={closed ? resourceKey('chat.closed') : undefined} />
    </ChatFrame>
  );
};

/**
 * The live chat of a dispute (spec section 2, "Dispute detail"): the admin account's messages on
 * the left, everyone else's on the right.
 */
export const DisputeChat = ({ disputeId, closed = false }: DisputeChatProps) => {
  if (!disputeId) {
    return (
      <ChatFrame>
        <Notice text="no_dispute" />
      </ChatFrame>
    );
  }
  if (!hasAccessToken()) {
    return (
      <ChatFrame>
        <Notice text="no_token" />
      </ChatFrame>
    );
  }
  return <LiveChat disputeId={disputeId} closed={closed} />;
};
