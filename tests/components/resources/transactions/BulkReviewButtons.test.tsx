import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, DataTable, ListBase, TestMemoryRouter } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { canAccessFor } from '../../../../src/auth/access';
import { clearAuth } from '../../../../src/auth/session';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { i18nProvider } from '../../../../src/i18n';
import transactions from '../../../../src/resources/transactions';
import { BulkReviewButtons } from '../../../../src/resources/transactions/BulkReviewButtons';
import { Toaster } from '../../../../src/toasts/Toaster';
import { fakeApi, json } from '../../support/fakeApi';
import { signInAs } from '../../support/session';
import { findToast } from '../../support/toasts';
import { transactionFixture } from './support/transactionFixture';

const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];
const rows = ids.map((id) => transactionFixture({ id, status: 'PENDING_REVIEW' }));

/** The list answers three rows; bulk review changes the first two and refuses the third. */
const bulkApi = () =>
  fakeApi((request) =>
    request.path.endsWith('/bulk_review/')
      ? json(200, {
          data: {
            updated: ids.slice(0, 2),
            failed: [{ id: ids[2], message: 'Only a pending card can be accepted.' }],
          },
        })
      : json(200, { count: rows.length, results: rows }),
  );

const renderList = () =>
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={{
          ...authProvider,
          canAccess: canAccessFor({ transactions: transactions.access }),
        }}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ListBase resource="transactions">
          <DataTable bulkActionButtons={<BulkReviewButtons />}>
            <DataTable.Col source="brand.name" />
          </DataTable>
        </ListBase>
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );

beforeEach(() => {
  clearAuth();
  signInAs('reviewer');
});

describe('bulk review of transactions', { timeout: 30_000 }, () => {
  it('accepts the selected rows and counts done and failed, listing the failures', async () => {
    const { requests } = bulkApi();
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    const toast = await findToast('2 done, 1 failed');
    expect(toast).toHaveTextContent('#33333333: Only a pending card can be accepted.');
    const [sent] = requests.filter(({ path }) => path.endsWith('/bulk_review/'));
    expect(JSON.parse(sent.body as string)).toEqual({ ids, status: 'ORDER_ACCEPTED' });
  });

  it('asks for a reason before rejecting', async () => {
    const { requests } = bulkApi();
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the 3 selected cards' });
    await user.type(within(dialog).getByRole('textbox'), 'Codes already used');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await findToast('2 done, 1 failed');
    const [sent] = requests.filter(({ path }) => path.endsWith('/bulk_review/'));
    expect(JSON.parse(sent.body as string)).toEqual({
      ids,
      status: 'REJECTED',
      rejection_reason: 'Codes already used',
    });
  });
});
