import { Alert, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BrandMargin } from '../../../contract/rates';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { Panel } from '../../layout/Panel';
import { formatMoney, formatNumber, formatPercent } from '../../shared/format';
import { fetchMargins } from './ratesApi';

const M = 'resources.rates.margins';
const PERIODS = [7, 30, 90, 365] as const;
const figures = { fontVariantNumeric: 'tabular-nums' } as const;

const columns: CardTableColumn<BrandMargin>[] = [
  { header: `${M}.brand`, phone: 'title', cell: (row) => row.brand.name },
  {
    header: `${M}.margin_percentage`,
    phone: 'end',
    align: 'right',
    cellSx: figures,
    cell: (row) => formatPercent(row.margin_percentage),
  },
  {
    header: `${M}.submissions`,
    align: 'right',
    cellSx: figures,
    cell: (row) => formatNumber(row.submissions),
  },
  {
    header: `${M}.card_value`,
    align: 'right',
    cellSx: figures,
    cell: (row) => formatMoney(row.card_value),
  },
  {
    header: `${M}.payout`,
    align: 'right',
    cellSx: figures,
    cell: (row) => formatMoney(row.payout),
  },
];

/**
 * What the desk kept by brand: the cards accepted or paid in the last days, their value, what
 * was paid for them and the margin between (api-contract.md, "Rate cards", margins).
 */
export const MarginsPanel = () => {
  const translate = useTranslate();
  const [days, setDays] = useState<number>(30);
  const margins = useQuery({ queryKey: ['rate-margins', days], queryFn: () => fetchMargins(days) });
  return (
    <Panel
      title={`${M}.title`}
      aside={
        <TextField
          select
          size="small"
          label={translate(`${M}.period`)}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {translate(`${M}.days`, { smart_count: period })}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {margins.error && <Alert severity="error">{margins.error.message}</Alert>}
      {margins.data?.length === 0 && (
        <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
          {translate(`${M}.empty`)}
        </Alert>
      )}
      {Boolean(margins.data?.length) && (
        <CardTable
          columns={columns}
          rows={margins.data ?? []}
          rowKey={(row) => row.brand.id}
          label={translate(`${M}.title`)}
        />
      )}
    </Panel>
  );
};
