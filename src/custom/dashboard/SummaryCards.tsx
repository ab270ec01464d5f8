import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Avatar, Box, Card, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { DashboardStats } from '../../../contract/transactions';
import { formatMoney, formatNumber } from '../../shared/format';
import { useResourceText } from '../../shared/useResourceText';

interface SummaryCardProps {
  /** Its words among the dashboard's `cards`. */
  card: string;
  value: string;
  icon: ReactNode;
  colour: string;
}

const SummaryCard = ({ card, value, icon, colour }: SummaryCardProps) => {
  const label = useResourceText('dashboard')(`cards.${card}`);
  return (
    <Card component="section" aria-label={label} sx={{ p: 2.5, containerType: 'inline-size' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Avatar
          variant="rounded"
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2.5,
            bgcolor: alpha(colour, 0.12),
            color: colour,
          }}
        >
          {icon}
        </Avatar>
      </Stack>
      {/* Sized to the card's width (cqi), so a payout total such as $286,815.76 stays on one line
          in a quarter of a laptop screen; only a longer figure than that wraps. */}
      <Typography
        sx={{
          mt: 1,
          fontSize: 'clamp(1.25rem, 11cqi, 1.75rem)',
          fontWeight: 700,
          lineHeight: 1.2,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
    </Card>
  );
};

/** Users, Paid Payouts (USD), Submissions and Giftcards. */
export const SummaryCards = ({ stats }: { stats: DashboardStats }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2.5,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
    }}
  >
    <SummaryCard
      card="users"
      value={formatNumber(stats.total_users)}
      icon={<PeopleAltOutlinedIcon />}
      colour="#4f46e5"
    />
    <SummaryCard
      card="paid_payouts"
      value={formatMoney(stats.sum_paid_payouts) ?? '$0.00'}
      icon={<PaymentsOutlinedIcon />}
      colour="#059669"
    />
    <SummaryCard
      card="submissions"
      value={formatNumber(stats.total_submissions)}
      icon={<ReceiptLongOutlinedIcon />}
      colour="#d97706"
    />
    <SummaryCard
      card="giftcards"
      value={formatNumber(stats.total_giftcards)}
      icon={<CardGiftcardOutlinedIcon />}
      colour="#db2777"
    />
  </Box>
);
