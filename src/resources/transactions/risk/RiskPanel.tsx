import { List, ListItem, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { transactionShortId } from '../../../shared/format';
import { useResourceKey, useResourceText } from '../../../shared/useResourceText';
import { DetailCard } from '../DetailCard';
import type { Transaction } from '../types';

/** The customer's submissions, as the transactions list filtered on them. */
const customerListPath = (userId: string) =>
  `/transactions?filter=${encodeURIComponent(JSON.stringify({ user: userId }))}`;

/** "Risk": each reason the submission was flagged, the earlier ones with its code, its customer. */
export const RiskPanel = ({ transaction }: { transaction: Transaction }) => {
  const text = useResourceText('transactions');
  const resourceKey = useResourceKey('transactions');
  const flags = transaction.risk_flags ?? [];
  return (
    <DetailCard title={resourceKey('risk.title')}>
      {flags.length === 0 ? (
        <Typography color="text.secondary">{text('risk.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={text('risk.title')}>
          {flags.map((flag) => (
            <ListItem key={flag} disableGutters sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600, color: '#b91c1c' }}>
                {text(`risk.short.${flag}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text(`risk.reasons.${flag}`)}
              </Typography>
              {flag === 'duplicate_code' && (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  <Typography variant="body2">{text('risk.duplicates')}</Typography>
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
        {text('risk.customer_submissions')}
      </MuiLink>
    </DetailCard>
  );
};
