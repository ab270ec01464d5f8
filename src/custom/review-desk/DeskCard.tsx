import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Transaction } from '../../../contract/transactions';
import { SlaClockField } from '../../fields/SlaClockField';
import { DetailCard, DetailList, DetailRow } from '../../resources/transactions/panels';
import {
  formatDateTime,
  formatMoney,
  formatPercent,
  transactionShortId,
} from '../../shared/format';
import { useResourceKey } from '../../shared/useResourceText';

const desk = 'app.review_desk';

/** What the reviewer judges: the card's picture, large, its value and the brand's terms. */
export const DeskCard = ({ card, revealedCode }: { card: Transaction; revealedCode?: string }) => {
  const translate = useTranslate();
  const resourceKey = useResourceKey('transactions');
  const { brand, user } = card;
  return (
    <DetailCard title={`${desk}.card_title`}>
      {card.card_image ? (
        <Box
          component="img"
          src={card.card_image}
          alt={translate(`${desk}.card_image`, { brand: brand.name })}
          sx={{
            width: '100%',
            maxHeight: 420,
            objectFit: 'contain',
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        />
      ) : (
        <Typography color="text.secondary">{translate(`${desk}.no_image`)}</Typography>
      )}
      <DetailList>
        <DetailRow label={`${desk}.trade`}>{transactionShortId(card.id)}</DetailRow>
        <DetailRow label={resourceKey('fields.brand_name')}>{brand.name}</DetailRow>
        <DetailRow label={resourceKey('fields.card_value')}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 20 }}>
            {formatMoney(card.card_value)}
          </Typography>
        </DetailRow>
        <DetailRow label={`${desk}.limits`}>
          {translate(`${desk}.limits_value`, {
            min: formatMoney(brand.min_amount),
            max: formatMoney(brand.max_amount),
          })}
        </DetailRow>
        <DetailRow label={`${desk}.rate`}>{formatPercent(brand.rate_percentage)}</DetailRow>
        <DetailRow label={resourceKey('fields.card_code')}>
          <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {revealedCode ?? card.card_code_display}
          </Typography>
        </DetailRow>
        <DetailRow label={resourceKey('fields.buyer')}>
          {[user.last_name, user.first_name].filter(Boolean).join(', ')}
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </DetailRow>
        <DetailRow label={resourceKey('fields.date')}>{formatDateTime(card.created_at)}</DetailRow>
        <DetailRow label="app.sla.clock">
          <SlaClockField clock={card.sla} />
        </DetailRow>
      </DetailList>
    </DetailCard>
  );
};
