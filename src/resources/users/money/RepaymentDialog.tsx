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
import { useMutation } from '@tanstack/react-query';
import { Form, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { type RepaymentBody, repaymentBody } from '../../../../contract/payouts';
import { DecimalInput } from '../../../fields/DecimalInput';
import { zodValidate } from '../../../form/zodValidate';
import { formatMoney } from '../../../shared/format';
import { recordRepayment } from './moneyApi';

const texts = 'resources.users.receivable';
// The contract's own rules, as the server checks them (amount above 0, reference 1–100, note ≤ 500).
const validate = zodValidate(repaymentBody);

/** Finance records money the customer paid back against a clawback; at most what they owe. */
export const RepaymentDialog = ({
  userId,
  owed,
  open,
  onClose,
}: {
  userId: string;
  owed: string;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const repay = useMutation({
    mutationFn: (body: RepaymentBody) => recordRepayment(userId, body),
    onSuccess: (answer) => {
      notify(`${texts}.recorded`, {
        type: 'success',
        messageArgs: {
          amount: formatMoney(answer.amount),
          owed: formatMoney(answer.balance_receivable),
        },
      });
      close();
      refresh();
    },
  });
  const close = () => {
    repay.reset();
    onClose();
  };
  const submit = (values: Record<string, unknown>) => {
    const note = typeof values.note === 'string' && values.note.trim() ? values.note : undefined;
    repay.mutate({
      amount: String(values.amount),
      reference: String(values.reference),
      ...(note && { note }),
    });
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${texts}.repay_title`)}</DialogTitle>
      <Form
        onSubmit={submit}
        validate={validate}
        defaultValues={{ amount: owed, reference: '', note: '' }}
        noValidate
        disableInvalidFormNotification
      >
        <DialogContent>
          <Stack spacing={1}>
            <DialogContentText>
              {translate(`${texts}.repay_text`, { owed: formatMoney(owed) })}
            </DialogContentText>
            {repay.error && <Alert severity="error">{repay.error.message}</Alert>}
            <DecimalInput source="amount" label={`${texts}.amount`} fullWidth autoFocus />
            <TextInput
              source="reference"
              label={`${texts}.reference`}
              helperText={`${texts}.reference_hint`}
              fullWidth
            />
            <TextInput source="note" label={`${texts}.note`} multiline minRows={2} fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={repay.isPending}
            startIcon={repay.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(`${texts}.repay_submit`)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
