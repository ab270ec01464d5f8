import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { UserDetail } from '../../../../contract/users';
import { InfoCard } from '../../../layout/InfoCard';
import { formatDateTime } from '../../../shared/format';
import { revealPayoutAccount } from './moneyApi';

/** A revealed account number is on screen this long, then masked again, as card codes are. */
const REVEAL_SECONDS = 30;
const payout = 'resources.users.payout';

/** The masked number, and for staff who pay (`transactions.pay`) an audited Reveal. */
const AccountNumber = ({ userId, masked }: { userId: string; masked: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess = false } = useCanAccess({ resource: 'transactions', action: 'pay' });
  const [plain, setPlain] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (plain === null) return;
    const timer = setTimeout(() => setPlain(null), REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [plain]);

  const reveal = async () => {
    setPending(true);
    try {
      setPlain(await revealPayoutAccount(userId));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography
        component="span"
        variant="body2"
        data-testid="payout-account-number"
        sx={{ fontFamily: 'monospace', fontWeight: 600 }}
      >
        {plain ?? masked}
      </Typography>
      {canAccess &&
        (plain === null ? (
          <Button
            size="small"
            startIcon={<VisibilityIcon fontSize="small" />}
            onClick={reveal}
            disabled={pending}
            sx={{ py: 0 }}
          >
            {translate(`${payout}.reveal`)}
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<VisibilityOffIcon fontSize="small" />}
            onClick={() => setPlain(null)}
            sx={{ py: 0 }}
          >
            {translate(`${payout}.hide`)}
          </Button>
        ))}
    </Stack>
  );
};

/**
 * Where the customer's payouts are sent (api-contract.md, "Payout destinations"): bank, holder and
 * the account number masked; revealing it is audited, and each change is in the history below.
 */
export const PayoutAccountCard = ({ user }: { user: UserDetail }) => {
  const translate = useTranslate();
  // The history below the detail is the audit trail's, for those who read it.
  const { canAccess: readsHistory = false } = useCanAccess({
    resource: 'audit-logs',
    action: 'list',
  });
  const account = user.payout_account;
  if (!account) {
    return (
      <InfoCard title={`${payout}.title`} rows={[]}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${payout}.none`)}
        </Typography>
      </InfoCard>
    );
  }
  return (
    <InfoCard
      title={`${payout}.title`}
      rows={[
        {
          label: `${payout}.bank`,
          value: translate(`${payout}.bank_value`, {
            name: account.bank_name,
            code: account.bank_code,
          }),
        },
        {
          label: `${payout}.account_number`,
          value: <AccountNumber userId={user.id} masked={account.account_number_masked} />,
        },
        { label: `${payout}.account_name`, value: account.account_name },
        { label: `${payout}.updated_at`, value: formatDateTime(account.updated_at) },
      ]}
    >
      {readsHistory && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {translate(`${payout}.history_hint`)}
        </Typography>
      )}
    </InfoCard>
  );
};
