import { Box, Link as MuiLink, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ReferenceManyField, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PayoutBatchItem } from '../../../contract/payouts';
import { PAYOUT_ITEM_STATE_CODES, PAYOUT_ITEM_STATES } from '../../../contract/statuses';
import { MoneyField } from '../../fields/MoneyField';
import { moneyColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListFooter } from '../../list/ListFooter';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { StatusFilter } from '../../list/StatusFilter';
import { transactionShortId } from '../../shared/format';
import { useResourceKey } from '../../shared/useResourceText';
import { ItemStateBadge } from './StateBadge';

const F = 'resources.payout-batches.item_fields';

const destination = (item: PayoutBatchItem) =>
  `${item.destination.bank_name} ${item.destination.account_number_masked}`;

/** A cell's text that may wrap: the table keeps its cells on one line. */
const Wrapping = ({ sx, children }: { sx: SxProps<Theme>; children: ReactNode }) => (
  <Box
    component="span"
    sx={[{ display: 'block', whiteSpace: 'normal' }, sx].flat() as SxProps<Theme>}
  >
    {children}
  </Box>
);

const itemColumns: ListColumn<PayoutBatchItem>[] = [
  {
    label: `${F}.reference`,
    disableSort: true,
    // 35 characters: broken over two lines rather than pushing the state out of sight.
    render: (item) => (
      <Wrapping sx={{ wordBreak: 'break-all', width: 150 }}>{item.reference}</Wrapping>
    ),
    text: (item) => item.reference,
  },
  {
    label: `${F}.customer`,
    disableSort: true,
    render: (item) => (
      <MuiLink component={Link} to={`/users/${item.customer.id}`} underline="hover">
        {item.customer.username}
      </MuiLink>
    ),
    text: (item) => item.customer.username,
  },
  {
    label: `${F}.transaction`,
    disableSort: true,
    render: (item) => (
      <MuiLink component={Link} to={`/transactions/${item.transaction_id}`} underline="hover">
        {transactionShortId(item.transaction_id)}
      </MuiLink>
    ),
    text: (item) => item.transaction_id,
  },
  {
    label: `${F}.destination`,
    disableSort: true,
    render: (item) => <Wrapping sx={{ minWidth: 130 }}>{destination(item)}</Wrapping>,
    text: destination,
  },
  { ...moneyColumn('amount', `${F}.amount`), disableSort: true },
  { ...moneyColumn('offset', `${F}.offset`), disableSort: true },
  { ...moneyColumn('net', `${F}.net`), disableSort: true },
  {
    source: 'state',
    label: `${F}.state`,
    disableSort: true,
    render: (item) => <ItemStateBadge state={item.state} />,
    text: (item, translate) => translate(PAYOUT_ITEM_STATES[item.state].label),
  },
  {
    source: 'result_reason',
    label: `${F}.result_reason`,
    disableSort: true,
    render: (item) => <Wrapping sx={{ minWidth: 120 }}>{item.result_reason ?? '—'}</Wrapping>,
    text: (item) => item.result_reason,
  },
];

const stateChoices = PAYOUT_ITEM_STATE_CODES.map((code) => ({
  value: code,
  label: PAYOUT_ITEM_STATES[code].label,
}));

/** A batch's items, 20 a page, by state: who is paid, where, how much, and what the bank said. */
export const BatchItems = () => {
  const translate = useTranslate();
  const resourceKey = useResourceKey();
  return (
    <ReferenceManyField
      reference="payout-batch-items"
      target="id"
      perPage={20}
      pagination={<ListFooter />}
    >
      <Stack spacing={1}>
        <Stack direction="row" sx={{ px: { xs: 0, sm: 0 } }}>
          <StatusFilter source="state" choices={stateChoices} label={resourceKey('items_filter')} />
        </Stack>
        <ResponsiveDataTable<PayoutBatchItem>
          columns={itemColumns}
          phone={{
            primaryText: (item) => item.customer.username,
            secondaryText: (item) => (
              <>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', wordBreak: 'break-all' }}
                >
                  {item.reference}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {destination(item)}
                </Typography>
                {item.result_reason && (
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {translate(`${F}.result_reason`)}: {item.result_reason}
                  </Typography>
                )}
              </>
            ),
            rightIcon: (item) => (
              <PhoneRowEnd>
                <ItemStateBadge state={item.state} />
                <MoneyField record={item} source="net" />
              </PhoneRowEnd>
            ),
          }}
        />
      </Stack>
    </ReferenceManyField>
  );
};
