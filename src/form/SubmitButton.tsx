import { Button, type ButtonProps, CircularProgress, type SxProps } from '@mui/material';
import { useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

interface SubmitButtonProps {
  /** Catalogue key of the button. */
  label: string;
  /** Catalogue key while the server works ('Creating...'); the label with a spinner otherwise. */
  pendingLabel?: string;
  /** A request the form sends itself (a mutation, not react-admin's save) is on its way. */
  sending?: boolean;
  /** `error` for an action that cannot be taken back (a reversal, a clawback). */
  color?: ButtonProps['color'];
  sx?: SxProps;
}

/**
 * The submit button of the app's forms. Enabled even before a change (react-admin's SaveButton
 * is not), so pressing it shows what is missing; disabled while the save is on its way.
 */
export const SubmitButton = ({
  label,
  pendingLabel,
  sending = false,
  color,
  sx,
}: SubmitButtonProps) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  const pending = isSubmitting || saving || sending;
  return (
    <Button
      type="submit"
      variant="contained"
      color={color}
      disabled={pending}
      startIcon={
        pending && !pendingLabel ? <CircularProgress size={16} color="inherit" /> : undefined
      }
      sx={sx}
    >
      {translate(pending && pendingLabel ? pendingLabel : label)}
    </Button>
  );
};
