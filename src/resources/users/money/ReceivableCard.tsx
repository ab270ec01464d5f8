import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListContextProvider, useCanAccess, useList, useTranslate } from 'react-admin';
import type { UserDetail } from '../../../../contract/users';
import { InfoCard } from '../../../layout/InfoCard';
import { formatMoney } from '../../../shared/format';
import { TransferTable } from '../../ledger/panels';
import { receivableTransfers } from './moneyApi';
import { RepaymentDialog } from './RepaymentDialog';

const texts = 'resources.users.receivable';

/** The clawbacks, offsets and repayments of the customer's receivable, for `ledger.view`. */
const ReceivableTransfers = ({ user }: { user: UserDetail }) => {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['users', 'receivable', user.id],
    queryFn: () => receivableTransfers(user),
  });
  const transfers = useList({ data: data?.transfers ?? [], perPage: 50 });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return null;
  if (data.transfers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${texts}.no_transfers`)}
      </Typography>
    );
  }
  return (
    <Box sx={{ mx: { xs: -2, sm: 0 } }} data-testid="receivable-transfers">
      <ListContextProvider value={transfers}>
        <TransferTable accountId={data.accountId ?? undefined} />
      </ListContextProvider>
    </Box>
  );
};

/**
 * What the customer owes the business after clawbacks (api-contract.md, "Clawbacks"): recovered
 * first from their next batch items, or repaid, which finance records here.
 */
export const ReceivableCard = ({ user }: { user: UserDetail }) => {
  const translate = useTranslate();
  const { canAccess: canPay = false } = useCanAccess({ resource: 'transactions', action: 'pay' });
  const [open, setOpen] = useState(false);
  const owed = user.balance_receivable;
  const owes = Number(owed) > 0;
  return (
    <InfoCard
      title={`${texts}.title`}
      rows={[
        {
          label: `${texts}.owed`,
          value: <span data-testid="balance-receivable">{formatMoney(owed)}</span>,
        },
      ]}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(owes ? `${texts}.owes_hint` : `${texts}.owes_nothing`)}
      </Typography>
      {canPay && owes && (
        <Button
          variant="outlined"
          startIcon={<PaymentsIcon />}
          onClick={() => setOpen(true)}
          sx={{ mt: 1.5 }}
        >
          {translate(`${texts}.repay`)}
        </Button>
      )}
      {canPay && (
        <RepaymentDialog userId={user.id} owed={owed} open={open} onClose={() => setOpen(false)} />
      )}
    </InfoCard>
  );
};

/** The receivable's transfers on the ledger, the width of the page, for those who read it. */
export const ReceivableTransfersCard = ({ user }: { user: UserDetail }) => {
  const { canAccess = false } = useCanAccess({ resource: 'ledger', action: 'list' });
  if (!canAccess) return null;
  return (
    <InfoCard title={`${texts}.transfers_title`} rows={[]}>
      <ReceivableTransfers user={user} />
    </InfoCard>
  );
};
