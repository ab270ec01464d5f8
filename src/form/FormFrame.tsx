import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SaveButton, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface FormFrameProps {
  /** Read-only facts above the fields (who, since when), across the whole width. */
  facts?: ReactNode;
  /** The inputs, laid out two to a row from a laptop up, one on a phone, each as wide as the other. */
  children: ReactNode;
  /** Where Cancel goes; the resource's list by default. */
  cancelTo?: string;
}

/**
 * The one form of the app's create and edit screens, inside react-admin's <CreateBase> or
 * <EditBase> (or <RecordDetail kind="edit">), which save it. The fields' own validators say what
 * is wrong under each field: no browser bubbles (noValidate) and no react-admin "The form is not
 * valid" toast; the server's per-field refusals land under their fields too.
 */
export const FormFrame = ({ facts, children, cancelTo }: FormFrameProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const back = cancelTo ?? createPath({ resource, type: 'list' });
  return (
    <Card>
      <CardContent>
        <Form noValidate disableInvalidFormNotification>
          {facts}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              // react-admin's inputs size to their content; in the frame each fills its cell.
              '& > .MuiFormControl-root, & > .ra-input': { width: '100%' },
            }}
          >
            {children}
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button component={Link} to={back} variant="outlined">
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
