import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { reversePayoutBody } from '../../../../contract/ledger';
import { ReasonDialog } from '../../../form/ReasonDialog';
import { formatMoney } from '../../../shared/format';
import type { TransactionDetail } from '../types';
import { reversePayout } from './moneyApi';

const texts = 'resources.transactions.money';

/** Asks why before reversing the payout; the reason is kept on the transfer and the activity. */
export const ReversePayoutDialog = ({
  transaction,
  open,
  onClose,
}: {
  transaction: TransactionDetail;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reverse = useMutation({
    mutationFn: (reason: string) => reversePayout(transaction.id, reason),
    onSuccess: () => {
      notify(`${texts}.reversed`, { type: 'success' });
      close();
      refresh();
    },
  });
  const close = () => {
    reverse.reset();
    onClose();
  };

  return (
    <ReasonDialog
      open={open}
      onClose={close}
      title={translate(`${texts}.reverse_title`, {
        amount: formatMoney(transaction.final_payout ?? transaction.expected_payout),
      })}
      text={translate(`${texts}.reverse_text`)}
      schema={reversePayoutBody}
      reasonLabel={`${texts}.reason`}
      confirm={`${texts}.confirm`}
      onSubmit={(values) => reverse.mutate(String(values.reason))}
      sending={reverse.isPending}
      error={reverse.error?.message}
    />
  );
};
