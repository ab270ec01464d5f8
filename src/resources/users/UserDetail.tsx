import { Box, Stack } from '@mui/material';
import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { RecordDetail } from '../../detail/RecordDetail';
import { DateTimeField } from '../../fields/DateTimeField';
import { MoneyField } from '../../fields/MoneyField';
import { InfoCard } from '../../layout/InfoCard';
import { ActiveBadge } from '../../list/ActiveBadge';
import { formatCountry } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { AuditHistory } from '../audit/panels';
import { KycPanel } from '../kyc/panels';
import { formatBirthDate } from './birthDate';
import { PayoutAccountCard } from './money/PayoutAccountCard';
import { ReceivableCard, ReceivableTransfersCard } from './money/ReceivableCard';
import type { User, UserDetail as UserDetailRecord } from './types';
import { UserHeaderCard } from './UserHeaderCard';

const UserPanels = () => {
  const translate = useTranslate();
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const user = useRecordContext<User>();
  if (!user) return null;
  const role = text(`roles.${user.role}`, { _: user.role });
  // Said in the reader's language from the codes; the server's *_display are English.
  const gender = user.gender
    ? text(`genders.${user.gender}`, { _: user.gender_display })
    : translate('app.na');
  const country = formatCountry(user.country) ?? translate('app.na');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5}>
        <UserHeaderCard user={user} />
        <InfoCard
          title={resourceKey('sections.contact')}
          rows={[
            { source: 'email' },
            { source: 'phone' },
            { source: 'date_joined', value: <DateTimeField source="date_joined" /> },
          ]}
        />
        <InfoCard
          title={resourceKey('sections.personal')}
          rows={[
            { source: 'gender', value: gender },
            { source: 'date_of_birth', value: formatBirthDate(user.date_of_birth) },
            { source: 'country', value: country },
          ]}
        />
      </Stack>
      <InfoCard
        title={resourceKey('sections.account')}
        rows={[
          {
            label: resourceKey('fields.user_id'),
            value: <TextField source="id" emptyText="app.na" />,
          },
          { source: 'username' },
          { source: 'first_name' },
          { source: 'last_name' },
          { source: 'address' },
          { source: 'city' },
          { source: 'country', value: country },
          { source: 'zip_code' },
          {
            label: resourceKey('fields.account_status'),
            value: <ActiveBadge active={user.is_active} />,
          },
          { source: 'role', value: role },
          // What the business owes them: accepted cards not paid yet (the payout ledger).
          { source: 'balance_owed', value: <MoneyField source="balance_owed" /> },
        ]}
      />
    </Box>
  );
};

/** /users/{id}: the customer's profile; its account is activated or deactivated from here. */
const UserHistory = () => {
  const user = useRecordContext<User>();
  return user ? <AuditHistory targetType="user" targetId={user.id} /> : null;
};

/** A customer's money beside the ledger: where they are paid, and what they owe after clawbacks. */
const UserMoney = () => {
  const user = useRecordContext<UserDetailRecord>();
  // The list's row comes first (react-admin fills the detail's cache from the list): wait for
  // the detail's answer, which has the balances.
  if (user?.role !== 'customer' || user.balance_receivable === undefined) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <PayoutAccountCard user={user} />
      <ReceivableCard user={user} />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0, '&:empty': { display: 'none' } }}>
        <ReceivableTransfersCard user={user} />
      </Box>
    </Box>
  );
};

const UserKyc = () => {
  const user = useRecordContext<User>();
  return user?.role === 'customer' ? <KycPanel userId={user.id} /> : null;
};

export const UserDetail = () => {
  const resourceKey = useResourceKey();
  return (
    <RecordDetail notFound={resourceKey('not_found')}>
      <Stack spacing={2.5}>
        <UserPanels />
        <UserMoney />
        <UserKyc />
        <UserHistory />
      </Stack>
    </RecordDetail>
  );
};
