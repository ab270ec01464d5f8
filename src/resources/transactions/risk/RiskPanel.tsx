import { List, ListItem, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { transactionShortId } from '../../../shared/format';
import { DetailCard } from '../DetailCard';
import type { Transaction } from '../types';

/** The customer's submissions, as the transactions list filtered on them. */
const customerListPath = (userId: string) =>
  `/transactions?filter=${encodeURIComponent(JSON.stringify({ user: userId }))}`;

/** "Risk": each reason the submission was flagged, the earlier ones with its code, its customer. */
export const RiskPanel = ({ transaction }: { transaction: Transaction }) => {
  const translate = useTranslate();
  const flags = transaction.risk_flags ?? [];
  return (
    <DetailCard title="resources.transactions.risk.title">
      {flags.length === 0 ? (
        <Typography color="text.secondary">
          {translate('resources.transactions.risk.none')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={translate('resources.transactions.risk.title')}>
          {flags.map((flag) => (
            <ListItem key={flag} disableGutters sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600, color: '#b91c1c' }}>
                {translate(`resources.transactions.risk.short.${flag}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`resources.transactions.risk.reasons.${flag}`)}
              </Typography>
              {flag === 'duplicate_code' && (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  <Typography variant="body2">
                    {translate('resources.transactions.risk.duplicates')}
                  </Typography>
                  {transaction.duplicate_of.map((id) => (
                    <MuiLink key={id} component={Link} to={`/transactions/${id}`} variant="body2">
                      {transactionShortId(id)}
                    </MuiLink>
                  ))}
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <MuiLink component={Link} to={customerListPath(transaction.user.id)} variant="body2">
        {translate('resources.transactions.risk.customer_submissions')}
      </MuiLink>
    </DetailCard>
  );
};
