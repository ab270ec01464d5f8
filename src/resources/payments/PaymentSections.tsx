import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';
import { EmailText } from '../../fields/EmailText';
import { MoneyField } from '../../fields/MoneyField';
import { ActiveBadge } from '../../list/ActiveBadge';
import { formatMoney, shortId, shortUserId } from '../../shared/format';
import type { TransactionDetail } from '../transactions/panels';
import { BrandImage, DetailCard, DetailList, DetailRow, StatusBadge } from '../transactions/panels';
import { formatPercent } from './percent';

const details = 'resources.payments.details';
const sections = 'resources.payments.sections';

type Section = (props: { payment: TransactionDetail }) => ReactNode;

export const PaymentStatusSection: Section = ({ payment }) => (
  <DetailCard title={`${sections}.status`}>
    <DetailList>
      <DetailRow label={`${details}.status`}>
        <StatusBadge status={payment.status} display={payment.status_display} />
      </DetailRow>
      <DetailRow label={`${details}.payment_id`}>{shortId(payment.id)}</DetailRow>
      <DetailRow label={`${details}.created`}>
        <DateTimeField source="created_at" />
      </DetailRow>
      {payment.paid_at && (
        <DetailRow label={`${details}.paid_at`}>
          <DateTimeField source="paid_at" />
        </DetailRow>
      )}
    </DetailList>
  </DetailCard>
);

/** Reads the payment from the record context, as react-admin fields do. */
export const FinancialSummarySection: Section = () => {
  return (
    <DetailCard title={`${sections}.financial`}>
      <DetailList>
        <DetailRow label={`${details}.card_value`}>
          <MoneyField source="card_value" />
        </DetailRow>
        <DetailRow label={`${details}.expected_payout`}>
          <MoneyField source="expected_payout" />
        </DetailRow>
        <DetailRow label={`${details}.final_payout`}>
          <MoneyField source="final_payout" emptyText={`${details}.pending`} />
        </DetailRow>
      </DetailList>
    </DetailCard>
  );
};

export const ProfitAnalysisSection: Section = ({ payment }) => (
  <DetailCard title={`${sections}.profit`}>
    <DetailList>
      <DetailRow label={`${details}.offered_rate`}>{formatPercent(payment.offered_rate)}</DetailRow>
      <DetailRow label={`${details}.margin`}>
        {formatPercent(payment.profit_margin?.margin_percentage)}
      </DetailRow>
      <DetailRow label={`${details}.profit`}>
        {formatMoney(payment.profit_margin?.profit_amount ?? 0)}
      </DetailRow>
    </DetailList>
  </DetailCard>
);

export const GiftCardSection: Section = ({ payment }) => {
  const translate = useTranslate();
  return (
    <DetailCard title={`${sections}.giftcard`}>
      <BrandImage
        src={payment.card_image}
        name={translate(`${details}.card_image`)}
        fallback={<CardGiftcardIcon fontSize="large" />}
      />
      <DetailList>
        <DetailRow label={`${details}.card_code`}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {payment.card_code_display}
          </Box>
        </DetailRow>
        <DetailRow label={`${details}.currency`}>{payment.currency}</DetailRow>
      </DetailList>
    </DetailCard>
  );
};

export const BrandSection: Section = ({ payment: { brand } }) => (
  <DetailCard title={`${sections}.brand`}>
    <BrandImage src={brand.image} name={brand.name} />
    <DetailList>
      <DetailRow label={`${details}.brand_name`}>{brand.name}</DetailRow>
      <DetailRow label={`${details}.rate`}>{formatPercent(brand.rate_percentage)}</DetailRow>
      <DetailRow label={`${details}.status`}>
        <ActiveBadge active={brand.is_active} />
      </DetailRow>
      <DetailRow label={`${details}.min_amount`}>
        <MoneyField source="brand.min_amount" />
      </DetailRow>
      <DetailRow label={`${details}.max_amount`}>
        <MoneyField source="brand.max_amount" />
      </DetailRow>
    </DetailList>
  </DetailCard>
);

export const UserSection: Section = ({ payment: { user } }) => {
  const translate = useTranslate();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <DetailCard title={`${sections}.user`}>
      <DetailList>
        <DetailRow label={`${details}.user_name`}>{name || translate('app.na')}</DetailRow>
        <DetailRow label={`${details}.email`}>
          <EmailText email={user.email} />
        </DetailRow>
        <DetailRow label={`${details}.user_id`}>{shortUserId(user.id)}</DetailRow>
        <DetailRow label={`${details}.date_joined`}>
          <DateTimeField source="user.date_joined" showTime={false} />
        </DetailRow>
      </DetailList>
    </DetailCard>
  );
};

export const AdditionalSection: Section = ({ payment }) => {
  const translate = useTranslate();
  return (
    <DetailCard title={`${sections}.additional`}>
      <DetailList>
        <DetailRow label={`${details}.admin_notes`}>
          {payment.admin_notes || (
            <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {translate(`${details}.no_admin_notes`)}
            </Typography>
          )}
        </DetailRow>
        {payment.rejection_reason && (
          <DetailRow label={`${details}.rejection_reason`}>{payment.rejection_reason}</DetailRow>
        )}
        <DetailRow label={`${details}.last_updated`}>
          <DateTimeField source="updated_at" />
        </DetailRow>
      </DetailList>
    </DetailCard>
  );
};
