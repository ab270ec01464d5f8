import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BATCH_APPROVED_BY_CREATOR,
  type PayoutBatch,
  type PayoutBatchItem,
} from '../../../../contract/payouts';
import { i18nProvider } from '../../../../src/i18n';
import { clearAuth, getAuthState } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';
import { findToast } from '../../support/toasts';

const BATCH_ID = '7b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d';

const batchOf = (overrides: Partial<PayoutBatch>): PayoutBatch => ({
  id: BATCH_ID,
  state: 'draft',
  note: 'Monday run',
  created_by: { id: '00000000-0000-4000-8000-000000000003', username: 'sam.finance' },
  approved_by: null,
  submitted_by: null,
  created_at: '2025-01-06T09:00:00.000Z',
  submitted_at: null,
  settled_at: null,
  items_count: 1,
  total: '6200.00',
  paid_total: '0.00',
  failed_total: '0.00',
  in_flight_total: '0.00',
  approval_required: true,
  ...overrides,
});

const item: PayoutBatchItem = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  transaction_id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  customer: { id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6071', username: 'ann.lee' },
  amount: '6200.00',
  offset: '0.00',
  net: '6200.00',
  destination: {
    bank_code: '058',
    bank_name: 'First Test Bank',
    account_number_masked: '******6789',
    account_name: 'Ann Lee',
  },
  reference: 'po-4cbf6fb880cc44bfba0ec165067baaf2',
  state: 'draft',
  result_reason: null,
};

/** The API of one batch: the batch, its items, and whatever `post` answers to its steps. */
const batchApi = (batch: PayoutBatch, post: (path: string, query: URLSearchParams) => Response) =>
  fakeApi(({ method, path, query }) => {
    if (method === 'POST') return post(path, query);
    if (path.endsWith('/items/')) {
      return json(200, {
        count: 1,
        next: null,
        previous: null,
        results: [{ ...item, state: batch.state === 'draft' ? 'draft' : 'sent' }],
      });
    }
    if (path.endsWith(`/payout-batches/${BATCH_ID}/`)) return json(200, { data: batch });
    return json(200, { count: 0, next: null, previous: null, results: [] });
  });

beforeEach(() => clearAuth());
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('a payout batch', { timeout: 40_000 }, () => {
  it('tells its creator why approving is not theirs, and lists its items', async () => {
    signInAs('finance');
    expect(getAuthState().admin?.id).toBe(batchOf({}).created_by?.id);
    batchApi(batchOf({}), () => json(500));
    renderAppScreen(`/payout-batches/${BATCH_ID}`);
    // The first screen of the file loads its chunks: more time than a query's default.
    expect(
      await screen.findByText(/needs a second approval/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You drafted this batch/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to the bank' })).not.toBeInTheDocument();
    const row = (await screen.findByText('ann.lee')).closest('tr') as HTMLElement;
    expect(within(row).getByText(item.reference)).toBeInTheDocument();
    expect(within(row).getByText('First Test Bank ******6789')).toBeInTheDocument();
    expect(within(row).getAllByText('$6,200.00')).toHaveLength(2);
    expect(within(row).getByText('Draft')).toBeInTheDocument();
  });

  it('offers a colleague to approve, and says a refusal in French', async () => {
    signInAs('admin');
    await i18nProvider.changeLocale('fr');
    const { requests } = batchApi(batchOf({}), () =>
      json(409, {
        message: BATCH_APPROVED_BY_CREATOR,
        message_code: 'payout_batch.approved_by_creator',
        message_params: {},
      }),
    );
    renderAppScreen(`/payout-batches/${BATCH_ID}`);
    expect(
      await screen.findByText(/seconde approbation avant l’envoi/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Vous avez préparé ce lot/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Approuver' }));
    await screen.findByText(
      'Un lot est approuvé par une autre personne que son auteur.',
      {},
      { timeout: 10_000 },
    );
    await findToast('Un lot est approuvé par une autre personne que son auteur.');
    expect(requests.some((request) => request.path.endsWith('/approve/'))).toBe(true);
  });

  it('previews the bank’s results before applying them', async () => {
    signInAs('finance');
    const submitted = batchOf({
      state: 'submitted',
      approved_by: { id: '00000000-0000-4000-8000-000000000001', username: 'sam.admin' },
      submitted_at: '2025-01-06T10:00:00.000Z',
      in_flight_total: '6200.00',
    });
    const { requests } = batchApi(submitted, (_path, query) =>
      json(200, {
        data:
          query.get('dry_run') === 'true'
            ? {
                applied: 1,
                unchanged: 0,
                conflicts: [{ reference: 'po-old', recorded: 'paid', received: 'failed' }],
                unmatched: ['po-unknown'],
              }
            : { applied: 1, unchanged: 0, conflicts: [], unmatched: ['po-unknown'] },
      }),
    );
    renderAppScreen(`/payout-batches/${BATCH_ID}`);
    const input = await screen.findByLabelText(
      'Upload the bank’s results',
      { selector: 'input' },
      { timeout: 10_000 },
    );
    const csv = `reference,status,reason,provider_reference\r\n${item.reference},success,,TRF-1\r\n`;
    await userEvent.upload(input, new File([csv], 'results.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Bank results: what will be applied' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText('To apply').nextSibling).toHaveTextContent('1');
    expect(within(dialog).getByText('po-old: recorded paid, the file says failed')).toBeVisible();
    expect(within(dialog).getByText('po-unknown')).toBeVisible();
    // Nothing was applied yet: only the dry run went out.
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply the results' }));
    await screen.findByText(
      'Results applied: 1 applied, 0 unchanged, 0 conflicts, 1 unknown',
      {},
      { timeout: 10_000 },
    );
    await findToast('Results applied: 1 applied, 0 unchanged, 0 conflicts, 1 unknown');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.query.get('dry_run'))).toEqual(['true', null]);
    // The CSV goes as the file it is, for the server to read.
    expect((posts[1].body as FormData).has('file')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  });
});
