import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '../../../../src/shared/session';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { signInAs } from '../../support/session';
import { transactionFixture } from './support/transactionFixture';

const transaction = transactionFixture({ status: 'REDEEMED', status_display: 'Redeemed' });
const WAIT = { timeout: 5000 };

const statusOptions = async () => {
  await userEvent.click(await screen.findByRole('combobox', { name: /^Status/ }, WAIT));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.textContent);
};

beforeEach(() => {
  clearAuth();
  server.use(
    http.get(`*/api/v1/admin/giftcards/${transaction.id}/`, () =>
      HttpResponse.json({ data: transaction }),
    ),
  );
});

// The whole app renders per test: slow on a busy machine.
describe('the transaction update form by role', { timeout: 40_000 }, () => {
  it('offers finance only PAID besides the current status', async () => {
    signInAs('finance');
    renderApp(`/transactions/${transaction.id}`);
    expect(await statusOptions()).toEqual(['Redeemed', 'Paid']);
  });

  it('offers a reviewer every status but PAID', async () => {
    signInAs('reviewer');
    renderApp(`/transactions/${transaction.id}`);
    expect(await statusOptions()).toEqual([
      'Pending Review',
      'Order Accepted',
      'Rejected',
      'Redeemed',
    ]);
  });

  it('shows support the transaction without the update form', async () => {
    signInAs('support');
    renderApp(`/transactions/${transaction.id}`);
    expect(await screen.findByText('noah.anderson35@example.com', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update Transaction' })).not.toBeInTheDocument();
  });
});
