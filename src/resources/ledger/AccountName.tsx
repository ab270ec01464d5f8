import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { accountKindKey } from './choices';
import type { LedgerAccount } from './types';

/** A customer's account by its customer; a business account by what it holds. */
export const AccountName = ({ account }: { account: LedgerAccount }) => {
  const translate = useTranslate();
  if (!account.customer) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(accountKindKey(account.kind))}
      </Typography>
    );
  }
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {account.customer.username}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {account.customer.email}
      </Typography>
    </Stack>
  );
};
