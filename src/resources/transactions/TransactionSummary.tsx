import { Stack, Typography } from '@mui/material';
import { DateTimeField } from '../../fields/DateTimeField';
import { EmailText } from '../../fields/EmailText';
import { MoneyField } from '../../fields/MoneyField';
import { SlaClockField } from '../../fields/SlaClockField';
import { transactionShortId } from '../../shared/format';
import { useResourceKey } from '../../shared/useResourceText';
import { BrandImage } from './BrandImage';
import { ClaimChip } from './ClaimChip';
import { DetailCard, DetailList, DetailRow } from './DetailCard';
import { RateLockRows } from './RateLockRows';
import { CardCodeWithReveal } from './risk/RevealCodeButton';
import { StatusBadge } from './StatusBadge';
import type { Transaction } from './types';

/** What the admin reviews: the brand, the buyer and the card (spec: "Transaction detail"). */
export const TransactionSummary = ({ transaction }: { transaction: Transaction }) => {
  const { user, brand } = transaction;
  const resourceKey = useResourceKey();
  const fields = (source: string) => resourceKey(`fields.${source}`);
  return (
    <DetailCard title={resourceKey('summary_title')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BrandImage src={brand.image} name={brand.name} />
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 600, fontSize: 18 }}>{brand.name}</Typography>
          <StatusBadge status={transaction.status} display={transaction.status_display} />
          <ClaimChip claimedBy={transaction.claimed_by} />
        </Stack>
      </Stack>
      <DetailList>
        <DetailRow label={fields('buyer')}>
          {[user.last_name, user.first_name].filter(Boolean).join(', ')}
          <Typography variant="body2" color="text.secondary">
            <EmailText email={user.email} />
          </Typography>
        </DetailRow>
        <DetailRow label={fields('date')}>
          <DateTimeField source="created_at" />
        </DetailRow>
        <DetailRow label={fields('trade_id')}>{transactionShortId(transaction.id)}</DetailRow>
        <DetailRow label={fields('brand_name')}>{brand.name}</DetailRow>
        <DetailRow label={fields('card_code')}>
          <CardCodeWithReveal transaction={transaction} />
        </DetailRow>
        <DetailRow label={fields('amount')}>
          <MoneyField source="card_value" />
        </DetailRow>
        <RateLockRows transaction={transaction} />
        <DetailRow label="app.sla.clock">
          <SlaClockField clock={transaction.sla} />
        </DetailRow>
      </DetailList>
    </DetailCard>
  );
};
