import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useResourceText } from '../../shared/useResourceText';

/** The server refuses longer messages (api-contract.md). */
const MAX_LENGTH = 2000;
/** From here on the box counts the characters left, so the limit is never a surprise. */
const COUNT_FROM = 1800;

/**
 * 'Type a message...' with Send; Enter sends, Shift+Enter starts a new line. Near the 2,000
 * characters the server takes, a counter shows; a longer text (a paste) is kept, not cut, and
 * marked too long until shortened.
 */
export const ChatComposer = ({
  onSend,
  closedReason,
}: {
  onSend: (text: string) => boolean;
  /** Catalogue key of why nothing may be written any more (a closed dispute). */
  closedReason?: string;
}) => {
  const translate = useTranslate();
  const chatText = useResourceText('disputes');
  const [locale] = useLocaleState();
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const tooLong = text.length > MAX_LENGTH;
  const count = (value: number) => value.toLocaleString(locale);
  const counter =
    text.length >= COUNT_FROM
      ? chatText(tooLong ? 'chat.too_long' : 'chat.counter', {
          count: count(text.length),
          max: count(MAX_LENGTH),
        })
      : undefined;
  const closed = closedReason !== undefined;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (tooLong || closed) return;
    if (onSend(text)) setText('');
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            submit(event);
          }
        }}
        placeholder={chatText('chat.placeholder')}
        multiline
        maxRows={4}
        size="small"
        fullWidth
        error={tooLong}
        disabled={closed}
        helperText={closed ? translate(closedReason) : counter}
        slotProps={{
          htmlInput: { 'aria-label': chatText('chat.placeholder') },
          formHelperText: { 'aria-live': 'polite' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<SendIcon />}
        disabled={blank || tooLong || closed}
      >
        {chatText('chat.send')}
      </Button>
    </Stack>
  );
};
