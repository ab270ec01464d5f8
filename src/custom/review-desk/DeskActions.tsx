import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeskAction } from './useDeskShortcuts';

const buttons: { action: DeskAction; key: string; color: 'success' | 'error' | 'inherit' }[] = [
  { action: 'accept', key: 'A', color: 'success' },
  { action: 'reject', key: 'R', color: 'error' },
  { action: 'skip', key: 'S', color: 'inherit' },
  { action: 'reveal', key: 'C', color: 'inherit' },
  { action: 'help', key: '?', color: 'inherit' },
];

/** The shortcuts as buttons, each naming its key. */
export const DeskActions = ({
  onAction,
  disabled,
  canReveal,
}: {
  onAction: (action: DeskAction) => void;
  disabled: boolean;
  canReveal: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {buttons
        .filter(({ action }) => action !== 'reveal' || canReveal)
        .map(({ action, key, color }) => (
          <Button
            key={action}
            variant={action === 'accept' || action === 'reject' ? 'contained' : 'outlined'}
            color={color}
            disabled={disabled && action !== 'help'}
            onClick={() => onAction(action)}
            aria-keyshortcuts={key}
          >
            {translate(`app.review_desk.${action}`)} ({key})
          </Button>
        ))}
    </Stack>
  );
};
