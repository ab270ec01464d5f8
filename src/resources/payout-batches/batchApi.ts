import type { z } from 'zod';
import { apiPaths, pathTo } from '../../../contract/paths';
import {
  bankResultsBody,
  type CreateBatchBody,
  type createdBatch,
  type ItemState,
  type PayoutBatch,
  type PayoutBatchItem,
  type ResultsOutcome,
} from '../../../contract/payouts';
import { httpClient, unwrap } from '../../shared/httpClient';
import { translate } from '../../shared/translate';

const paths = apiPaths['payout-batches'];
const E = 'resources.payout-batches.errors';

export type CreatedBatch = z.infer<typeof createdBatch>;
export type SkippedTransaction = CreatedBatch['skipped'][number];

/** Drafts a batch: the answer holds the batch and the transactions left out, with why. */
export const createBatch = async (body: CreateBatchBody) => {
  const { json } = await httpClient(paths.list, {
    method: 'POST',
    body,
    fallbackError: `${E}.create`,
  });
  return unwrap<CreatedBatch>(json);
};

export type BatchStep = 'approve' | 'submit' | 'cancel';

/** Approves, submits or cancels a batch; the answer is the batch as it now is. */
export const batchStep = async (id: string, step: BatchStep) => {
  const { json } = await httpClient(pathTo(paths[step], { id }), {
    method: 'POST',
    fallbackError: `${E}.${step}`,
  });
  return unwrap<PayoutBatch>(json);
};

export interface ItemsPage {
  count: number;
  results: PayoutBatchItem[];
}

/** A page of a batch's items, in the order drafted, optionally in one state. */
export const fetchItems = async (
  id: string,
  query: { page: number; page_size: number; state?: ItemState },
) => {
  const { json } = await httpClient<ItemsPage>(pathTo(paths.items, { id }), {
    query,
    fallbackError: `${E}.items`,
  });
  return json;
};

/** Saves the bank file of a submitted batch (plain account numbers: the download is audited). */
export const downloadBankFile = async (id: string) => {
  const { json } = await httpClient<string>(pathTo(paths.file, { id }), {
    fallbackError: `${E}.file`,
  });
  const url = URL.createObjectURL(new Blob([json], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `payout-batch-${id}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** A JSON file is sent as `{results}` (checked by the contract's schema first), a CSV as a file. */
const resultsBody = async (file: File): Promise<FormData | object> => {
  const content = await file.text();
  if (!/\.json$/i.test(file.name) && !content.trimStart().startsWith('{')) {
    const form = new FormData();
    form.append('file', file);
    return form;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new Error(translate('resources.payout-batches.results.not_json'));
  }
  const checked = bankResultsBody.safeParse(parsed);
  if (!checked.success) throw new Error(checked.error.issues[0].message);
  return checked.data;
};

/**
 * Sends the bank's results: with `dryRun` the server answers what they would do and records
 * nothing (the preview), else it applies them (each once, whatever is sent again).
 */
export const sendResults = async (id: string, file: File, dryRun: boolean) => {
  const body = await resultsBody(file);
  const { json } = await httpClient(pathTo(paths.results, { id }), {
    method: 'POST',
    query: dryRun ? { dry_run: 'true' } : undefined,
    body,
    fallbackError: `${E}.results`,
  });
  return unwrap<ResultsOutcome>(json);
};
