import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The server refuses longer messages (api-contract.md). */
const MAX_LENGTH = 2000;

/** 'Type a message...' with Send; Enter sends, Shift+Enter starts a new line. */
export const ChatComposer = ({ onSend }: { onSend: (text: string) => boolean }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
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
        placeholder={translate('resources.disputes.chat.placeholder')}
        multiline
        maxRows={4}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength: MAX_LENGTH,
            'aria-label': translate('resources.disputes.chat.placeholder'),
          },
        }}
      />
      <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={blank}>
        {translate('resources.disputes.chat.send')}
      </Button>
    </Stack>
  );
};
