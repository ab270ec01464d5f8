import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConnectionState } from '../../live/liveSocket';

const dotColour: Record<ConnectionState, string> = {
  connecting: 'warning.main',
  open: 'success.main',
  reconnecting: 'warning.main',
  closed: 'error.main',
};

/** Whether the chat is live, so that an admin knows why a message shows as sending. */
export const ConnectionChip = ({ state }: { state: ConnectionState }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      role="status"
      data-state={state}
      icon={
        <Box
          component="span"
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: dotColour[state],
            ml: '8px !important',
          }}
        />
      }
      label={translate(`resources.disputes.chat.connection.${state}`)}
    />
  );
};
