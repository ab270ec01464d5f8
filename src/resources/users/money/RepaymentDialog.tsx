import { useMutation } from '@tanstack/react-query';
import { TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { type RepaymentBody, repaymentBody } from '../../../../contract/payouts';
import { DecimalInput } from '../../../fields/DecimalInput';
import { FormDialog } from '../../../form/FormDialog';
import { formatMoney } from '../../../shared/format';
import { recordRepayment } from './moneyApi';

const texts = 'resources.users.receivable';

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
    <FormDialog
      open={open}
      onClose={close}
      title={translate(`${texts}.repay_title`)}
      text={translate(`${texts}.repay_text`, { owed: formatMoney(owed) })}
      schema={repaymentBody}
      confirm={`${texts}.repay_submit`}
      defaultValues={{ amount: owed, reference: '', note: '' }}
      onSubmit={submit}
      sending={repay.isPending}
      error={repay.error?.message}
    >
      <DecimalInput source="amount" label={`${texts}.amount`} fullWidth autoFocus />
      <TextInput
        source="reference"
        label={`${texts}.reference`}
        helperText={`${texts}.reference_hint`}
        fullWidth
      />
      <TextInput source="note" label={`${texts}.note`} multiline minRows={2} fullWidth />
    </FormDialog>
  );
};
