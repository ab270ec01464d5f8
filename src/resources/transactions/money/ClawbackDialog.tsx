import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link as MuiLink,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, TextInput, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type ClawbackBody, clawbackBody } from '../../../../contract/payouts';
import { zodValidate } from '../../../declared/zodValidate';
import { DecimalInput } from '../../../fields/DecimalInput';
import { InfoRows } from '../../../layout/InfoCard';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { TransactionDetail } from '../types';
import { clawBack, customerReceivable } from './moneyApi';

const texts = 'resources.transactions.clawback';
// The contract's own rules, as the server checks them (a reason of 1–500, an amount above 0).
const validate = zodValidate(clawbackBody);

/** After the clawback: its transfer on the ledger and what the customer now owes. */
const Result = ({ transaction, owed }: { transaction: TransactionDetail; owed: string | null }) => {
  const translate = useTranslate();
  const transfer = transaction.ledger.transfers.find((row) => row.kind === 'clawback');
  return (
    <Stack spacing={1.5} data-testid="clawback-result">
      <Alert severity="success">
        {translate(`${texts}.done`, {
          amount: formatMoney(transaction.clawback?.amount),
        })}
      </Alert>
      {transfer && (
        <InfoRows
          rows={[
            {
              label: `${texts}.ledger_row`,
              value: `${translate('resources.ledger.transfer_kinds.clawback')} · ${formatMoney(transfer.amount)} · ${formatDateTime(transfer.created_at)}`,
            },
            { label: `${texts}.reason`, value: transfer.reason },
          ]}
        />
      )}
      {owed !== null && (
        <Typography variant="body2">
          {translate(`${texts}.customer_owes`, { owed: formatMoney(owed) })}{' '}
          <MuiLink component={Link} to={`/users/${transaction.user.id}`}>
            {translate(`${texts}.open_customer`)}
          </MuiLink>
        </Typography>
      )}
    </Stack>
  );
};

/**
 * "Claw back" on a paid card found already used (api-contract.md, "Clawbacks"): asks the reason
 * (and an amount, all of the payout by default), then shows the ledger's clawback and what the
 * customer owes now, recovered from their next payouts.
 */
export const ClawbackDialog = ({
  transaction,
  open,
  onClose,
}: {
  transaction: TransactionDetail;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const paid = transaction.final_payout ?? transaction.expected_payout;
  const claw = useMutation({
    mutationFn: async (body: ClawbackBody) => {
      const answer = await clawBack(transaction.id, body);
      // What the customer owes after it; the clawback stands even if this read fails.
      const owed = await customerReceivable(transaction.user.id).catch(() => null);
      return { answer, owed };
    },
  });
  const close = () => {
    if (claw.isSuccess) refresh();
    claw.reset();
    onClose();
  };
  const submit = (values: Record<string, unknown>) =>
    claw.mutate({
      reason: String(values.reason ?? ''),
      ...(values.amount ? { amount: String(values.amount) } : {}),
    });

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${texts}.title`, { amount: formatMoney(paid) })}</DialogTitle>
      {claw.data ? (
        <>
          <DialogContent>
            <Result transaction={claw.data.answer} owed={claw.data.owed} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {translate('ra.action.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form
          onSubmit={submit}
          validate={validate}
          defaultValues={{ reason: '', amount: paid }}
          noValidate
          disableInvalidFormNotification
        >
          <DialogContent>
            <Stack spacing={1}>
              <DialogContentText>{translate(`${texts}.text`)}</DialogContentText>
              {claw.error && <Alert severity="error">{claw.error.message}</Alert>}
              <TextInput
                source="reason"
                label={`${texts}.reason`}
                helperText={`${texts}.reason_hint`}
                multiline
                minRows={2}
                fullWidth
                autoFocus
              />
              <DecimalInput
                source="amount"
                label={`${texts}.amount`}
                helperText={`${texts}.amount_hint`}
                fullWidth
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={claw.isPending}
              startIcon={
                claw.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {translate(`${texts}.confirm`)}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
