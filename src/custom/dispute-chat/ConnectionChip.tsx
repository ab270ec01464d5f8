import { Box, Chip } from '@mui/material';
import type { ConnectionState } from '../../live/liveSocket';
import { useResourceText } from '../../shared/useResourceText';

const dotColour: Record<ConnectionState, string> = {
  connecting: 'warning.main',
  open: 'success.main',
  reconnecting: 'warning.main',
  closed: 'error.main',
};

/** Whether the chat is live, so that an admin knows why a message shows as sending. */
export const ConnectionChip = ({ state }: { state: ConnectionState }) => {
  const text = useResourceText('disputes');
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
      label={text(`chat.connection.${state}`)}
    />
  );
};
