import {
  Alert,
  Button,
  CircularProgress,
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
import { Form, TextInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { zodValidate } from './zodValidate';

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title, already in words (it names the amount at stake). */
  title: string;
  /** Catalogue key of what the action does, above the reason. */
  text: string;
  /**
   * The request body's schema from the contract: the form checks exactly what the API will, and
   * shows its sentences ("Reason is required") to an English reader.
   */
  schema: z.ZodType;
  /** Catalogue keys of the reason's label and, when it needs one, its hint. */
  reasonLabel: string;
  reasonHint?: string;
  /** Catalogue key of the button that sends. */
  confirm: string;
  /** Values of the inputs besides the reason (`children`) before anyone types. */
  defaultValues?: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => void;
  /** The request is on its way: the button waits. */
  pending: boolean;
  /** Why the API refused it, in words, shown above the reason. */
  error?: string;
  /** Shown instead of the form once the action is done, with a Close button. */
  result?: ReactNode;
  /** Inputs asked after the reason (the clawback's amount). */
  children?: ReactNode;
}

/**
 * Asks why before a money action that stays on the record (a payout's reversal, a clawback): the
 * reason, any input of the action's own, and a confirmation in the colour of a destructive act.
 */
export const ReasonDialog = ({
  open,
  onClose,
  title,
  text,
  schema,
  reasonLabel,
  reasonHint,
  confirm,
  defaultValues,
  onSubmit,
  pending,
  error,
  result,
  children,
}: ReasonDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const validate = useMemo(() => zodValidate(schema, { contractSentences: true }), [schema]);
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
          defaultValues={{ reason: '', ...defaultValues }}
          noValidate
          disableInvalidFormNotification
        >
          <DialogContent>
            <Stack spacing={1}>
              <DialogContentText>{translate(text)}</DialogContentText>
              {error && <Alert severity="error">{error}</Alert>}
              <TextInput
                source="reason"
                label={reasonLabel}
                helperText={reasonHint}
                multiline
                minRows={2}
                fullWidth
                autoFocus
              />
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate(confirm)}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
