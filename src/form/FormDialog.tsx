import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { SubmitButton } from './SubmitButton';
import { zodValidate } from './zodValidate';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title, already in words (it names the amount at stake). */
  title: string;
  /** What the action does, in words, above the inputs. */
  text: string;
  /** The request body's schema from the contract: the form checks exactly what the API will. */
  schema: z.ZodType;
  /** An English reader sees the contract's sentences, not react-admin's (zodValidate). */
  contractSentences?: boolean;
  /** Catalogue key of the button that sends. */
  confirm: string;
  /** `error` for an action that cannot be taken back. */
  confirmColor?: 'primary' | 'error';
  /** The inputs' values before anyone types. */
  defaultValues: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => void;
  /** The request is on its way: the button waits. */
  sending: boolean;
  /** Why the API refused it, in words, shown above the inputs. */
  error?: string;
  /** Shown instead of the form once the action is done, with a Close button. */
  result?: ReactNode;
  /** The inputs. */
  children: ReactNode;
}

/**
 * A dialog with one form that a money action sends (a reversal, a clawback, a repayment), checked
 * by the contract's schema of its body before it is sent; the API's refusal shows above the form,
 * and what the action did, once done, takes the form's place.
 */
export const FormDialog = ({
  open,
  onClose,
  title,
  text,
  schema,
  contractSentences = false,
  confirm,
  confirmColor = 'primary',
  defaultValues,
  onSubmit,
  sending,
  error,
  result,
  children,
}: FormDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const validate = useMemo(
    () => zodValidate(schema, { contractSentences }),
    [schema, contractSentences],
  );
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      {result ? (
        <>
          <DialogContent>{result}</DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {translate('ra.action.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form
          onSubmit={onSubmit}
          validate={validate}
          defaultValues={defaultValues}
          noValidate
          disableInvalidFormNotification
        >
          <DialogContent>
            <Stack spacing={1}>
              <DialogContentText>{text}</DialogContentText>
              {error && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SubmitButton label={confirm} color={confirmColor} sending={sending} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
