import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, type FormProps, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SubmitButton } from './SubmitButton';

interface FormFrameProps
  extends Pick<FormProps, 'record' | 'defaultValues' | 'onSubmit' | 'validate'> {
  /** Read-only facts above the fields (who, since when), across the whole width. */
  facts?: ReactNode;
  /** The inputs, laid out two to a row from a laptop up, one on a phone, each as wide as the other. */
  children: ReactNode;
  /** Inputs across the whole width below the others, e.g. an image upload. */
  wide?: ReactNode;
  /** Where Cancel goes; the resource's list by default. */
  cancelTo?: string;
  /** Catalogue keys of the submit button, idle and while the server works: Save by default. */
  submitLabel?: string;
  pendingLabel?: string;
}

/**
 * The one form of the app's create and edit screens, inside react-admin's <CreateBase> or
 * <EditBase> (or <RecordDetail kind="edit">), which save it, or with its own `onSubmit`. The
 * fields' own validators say what is wrong under each field: no browser bubbles (noValidate) and
 * no react-admin "The form is not valid" toast; the server's per-field refusals land under their
 * fields too.
 */
export const FormFrame = ({
  facts,
  children,
  wide,
  cancelTo,
  submitLabel = 'ra.action.save',
  pendingLabel,
  ...form
}: FormFrameProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const back = cancelTo ?? createPath({ resource, type: 'list' });
  return (
    <Card>
      <CardContent>
        <Form noValidate disableInvalidFormNotification {...form}>
          {facts}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              // react-admin's inputs size to their content; in the frame each fills its cell.
              '& > .MuiFormControl-root, & > .ra-input': { width: '100%' },
              // react-admin's SelectInput has dense margins, its TextInput none: without this a
              // select sat 8 px lower than the input beside it.
              '& > .MuiFormControl-marginDense': { my: 0 },
            }}
          >
            {children}
          </Box>
          {wide}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button component={Link} to={back} variant="outlined">
              {translate('ra.action.cancel')}
            </Button>
            <SubmitButton label={submitLabel} pendingLabel={pendingLabel} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
