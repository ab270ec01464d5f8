import { Button, Stack, type Theme, useMediaQuery } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeskAction } from './useDeskShortcuts';

const buttons: { action: DeskAction; key: string; color: 'success' | 'error' | 'inherit' }[] = [
  { action: 'accept', key: 'A', color: 'success' },
  { action: 'reject', key: 'R', color: 'error' },
  { action: 'skip', key: 'S', color: 'inherit' },
  { action: 'reveal', key: 'C', color: 'inherit' },
  { action: 'help', key: '?', color: 'inherit' },
];

/**
 * The shortcuts as buttons, each naming its key; a phone has no keyboard to press them with, so
 * there the buttons name no key and the list of shortcuts is not offered.
 */
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
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {buttons
        .filter(({ action }) => action !== 'reveal' || canReveal)
        .filter(({ action }) => action !== 'help' || !isPhone)
        .map(({ action, key, color }) => (
          <Button
            key={action}
            variant={action === 'accept' || action === 'reject' ? 'contained' : 'outlined'}
            color={color}
            disabled={disabled && action !== 'help'}
            onClick={() => onAction(action)}
            aria-keyshortcuts={isPhone ? undefined : key}
          >
            {translate(`app.review_desk.${action}`)}
            {isPhone ? '' : ` (${key})`}
          </Button>
        ))}
    </Stack>
  );
};
