import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type ClawbackBody, clawbackBody } from '../../../../contract/payouts';
import { DecimalInput } from '../../../fields/DecimalInput';
import { ReasonDialog } from '../../../form/ReasonDialog';
import { InfoRows } from '../../../layout/InfoCard';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { TransactionDetail } from '../types';
import { clawBack, customerReceivable } from './moneyApi';

const texts = 'resources.transactions.clawback';

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
    <ReasonDialog
      open={open}
      onClose={close}
      title={translate(`${texts}.title`, { amount: formatMoney(paid) })}
      text={translate(`${texts}.text`)}
      schema={clawbackBody}
      reasonLabel={`${texts}.reason`}
      reasonHint={`${texts}.reason_hint`}
      confirm={`${texts}.confirm`}
      defaultValues={{ amount: paid }}
      onSubmit={submit}
      sending={claw.isPending}
      error={claw.error?.message}
      result={claw.data && <Result transaction={claw.data.answer} owed={claw.data.owed} />}
    >
      <DecimalInput
        source="amount"
        label={`${texts}.amount`}
        helperText={`${texts}.amount_hint`}
        fullWidth
      />
    </ReasonDialog>
  );
};
