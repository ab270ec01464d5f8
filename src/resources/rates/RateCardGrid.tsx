import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Rate, RateInput } from '../../../contract/rates';
import { ratePercentage } from '../../../contract/rates';
import { formatPercent } from '../../shared/format';
import { bandText } from './columns';
import { saveRates } from './ratesApi';

const G = 'resources.rates.grid';
const C = 'resources.rates.choices';

/** A rate's new value when it is one: a valid percentage other than the one in effect. */
const changed = (rate: Rate, typed: string | undefined) =>
  typed !== undefined &&
  ratePercentage.safeParse(typed).success &&
  Number(typed) !== Number(rate.rate_percentage);

/**
 * A brand's rate card as an editable grid: change any cells, see the changes, save them as one
 * bulk call (all or nothing). Shown on the Rates list once a brand is chosen, for the rates in
 * effect now, to those who may manage rates.
 */
export const RateCardGrid = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data = [], filterValues, refetch } = useListContext<Rate>();
  const { canAccess } = useCanAccess({ resource: 'rates', action: 'create' });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!canAccess || !filterValues.brand || filterValues.history || filterValues.at) return null;
  const changes = data.filter((rate) => changed(rate, typed[rate.id]));
  const keyOf = (rate: Rate) =>
    `${rate.country} · ${translate(`${C}.form.${rate.form}`)} · ${translate(`${C}.receipt.${rate.receipt}`)} · ${bandText(rate)}`;

  const save = async () => {
    setSaving(true);
    try {
      const rates: RateInput[] = changes.map((rate) => ({
        brand: rate.brand.id,
        country: rate.country,
        form: rate.form,
        receipt: rate.receipt,
        min_value: rate.min_value,
        max_value: rate.max_value,
        rate_percentage: typed[rate.id],
      }));
      await saveRates(rates);
      notify(`${G}.saved`, { type: 'success', messageArgs: { smart_count: rates.length } });
      setTyped({});
      refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${G}.title`)}
        </Typography>
        <Table size="small" aria-label={translate(`${G}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${G}.key`)}</TableCell>
              <TableCell align="right">{translate(`${G}.current`)}</TableCell>
              <TableCell>{translate(`${G}.new`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((rate) => (
              <TableRow key={rate.id}>
                <TableCell>{keyOf(rate)}</TableCell>
                <TableCell align="right">{formatPercent(rate.rate_percentage)}</TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={typed[rate.id] ?? rate.rate_percentage}
                    onChange={(event) =>
                      setTyped((before) => ({ ...before, [rate.id]: event.target.value }))
                    }
                    error={
                      typed[rate.id] !== undefined &&
                      !ratePercentage.safeParse(typed[rate.id]).success
                    }
                    slotProps={{
                      htmlInput: { 'aria-label': `${keyOf(rate)} %`, inputMode: 'decimal' },
                    }}
                    sx={{ width: 110 }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {changes.length > 0 && (
            <Alert severity="info" aria-label={translate(`${G}.preview`)}>
              <Typography variant="subtitle2">
                {translate(`${G}.preview_title`, { smart_count: changes.length })}
              </Typography>
              {changes.map((rate) => (
                <div key={rate.id}>
                  {keyOf(rate)}: {formatPercent(rate.rate_percentage)} →{' '}
                  {formatPercent(typed[rate.id])}
                </div>
              ))}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={!changes.length || saving}
            onClick={save}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {translate(`${G}.save`, { smart_count: changes.length })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
