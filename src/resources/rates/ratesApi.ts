import { apiPaths } from '../../../contract/paths';
import type { BrandMargin, Rate, RateImportResult, RateInput } from '../../../contract/rates';
import { httpClient, unwrap } from '../../shared/httpClient';

/** Saves many rates as one all-or-nothing call (the server names each refused row). */
export const saveRates = async (rates: RateInput[]) => {
  const { json } = await httpClient(apiPaths.rateCard.bulk, {
    method: 'POST',
    body: { rates },
    fallbackError: 'resources.rates.errors.create',
  });
  return unwrap<Rate[]>(json);
};

/** Imports a CSV, or with `dryRun` only says what it would do. */
export const importRates = async (file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('file', file);
  form.append('dry_run', String(dryRun));
  const { json } = await httpClient(apiPaths.rateCard.import, {
    method: 'POST',
    body: form,
    fallbackError: 'resources.rates.errors.import',
  });
  return unwrap<RateImportResult>(json);
};

/** The margins by brand over the last `days` (cards accepted or paid in them). */
export const fetchMargins = async (days: number) => {
  const { json } = await httpClient(apiPaths.rateCard.margins, {
    query: { days },
    fallbackError: 'resources.rates.margins.error',
  });
  return unwrap<BrandMargin[]>(json);
};
