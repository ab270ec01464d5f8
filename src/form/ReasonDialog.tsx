import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { FormDialog, type FormDialogProps } from './FormDialog';

type ReasonDialogProps = Omit<
  FormDialogProps,
  'contractSentences' | 'confirmColor' | 'defaultValues' | 'children'
> & {
  /** Catalogue keys of the reason's label and, when it needs one, its hint. */
  reasonLabel: string;
  reasonHint?: string;
  /** Values of the inputs besides the reason (`children`) before anyone types. */
  defaultValues?: Record<string, unknown>;
  /** Inputs asked after the reason (the clawback's amount). */
  children?: ReactNode;
};

/**
 * Asks why before a money action that cannot be taken back and stays on the record (a payout's
 * reversal, a clawback): the reason first, checked by the contract's rule and worded as the API
 * words it ("Reason is required"), then any input of the action's own.
 */
export const ReasonDialog = ({
  reasonLabel,
  reasonHint,
  defaultValues,
  children,
  ...dialog
}: ReasonDialogProps) => (
  <FormDialog
    {...dialog}
    contractSentences
    confirmColor="error"
    defaultValues={{ reason: '', ...defaultValues }}
  >
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
  </FormDialog>
);
