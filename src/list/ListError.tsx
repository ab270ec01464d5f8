import { CardContent, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What a list shows in place of its rows when its page cannot be read (`<List error>`): the
 * screen's own text where the spec gives one ('An error occured' on transactions), else the HTTP
 * client's message (the server's, or the spec's fallback text).
 */
export const ListError = ({ text }: { text?: string }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  return (
    <CardContent>
      <Typography role="alert" sx={{ py: 2, textAlign: 'center', color: 'error.main' }}>
        {text ? translate(text) : error?.message}
      </Typography>
    </CardContent>
  );
};
