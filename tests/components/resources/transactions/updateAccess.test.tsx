import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '../../../../src/shared/session';
import { renderApp } from '../../support/renderApp';
import { renderAppScreen } from '../../support/renderAppScreen';
import { server } from '../../support/server';
import { signInAs } from '../../support/session';
import { transactionFixture } from './support/transactionFixture';

const transaction = transactionFixture({ status: 'REDEEMED', status_display: 'Redeemed' });
// The first render loads the detail screen lazily: slow on a busy machine.
const WAIT = { timeout: 10_000 };

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

afterEach(() => localStorage.clear());

describe('the transaction update form by role', { timeout: 40_000 }, () => {
  it('offers finance only PAID besides the current status, the payout and rate read-only', async () => {
    signInAs('finance');
    renderAppScreen(`/transactions/${transaction.id}`);
    expect(await statusOptions()).toEqual(['Redeemed', 'Paid']);
    await userEvent.keyboard('{Escape}');
    for (const name of [/^Expected Payout/, /^Offered Rate/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
  });

  it('offers a reviewer every status but PAID, the payout and rate editable', async () => {
    signInAs('reviewer');
    renderAppScreen(`/transactions/${transaction.id}`);
    expect(
      await screen.findByRole('textbox', { name: /^Expected Payout/ }, WAIT),
    ).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Offered Rate/ })).not.toHaveAttribute('readonly');
    expect(await statusOptions()).toEqual([
      'Pending Review',
      'Order Accepted',
      'Rejected',
      'Redeemed',
    ]);
  });

  it('shows support the transaction without the update form', async () => {
    signInAs('support');
    renderAppScreen(`/transactions/${transaction.id}`);
    // The e-mail is laid out in two unbreakable halves: matched as the element holding both.
    const email = 'noah.anderson35@example.com';
    expect(
      await screen.findByText(
        (_, element) => element?.getAttribute('data-email') === email,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update Transaction' })).not.toBeInTheDocument();
  });

  it('in French, amounts in the inputs use the comma and are sent with the point', async () => {
    signInAs('reviewer');
    const sent: unknown[] = [];
    server.use(
      http.patch(`*/api/v1/admin/giftcards/${transaction.id}/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: transaction });
      }),
    );
    // The whole app: the language is switched from its account menu, the form already shown.
    renderApp(`/transactions/${transaction.id}`);
    await userEvent.click(await screen.findByTestId('account-menu', {}, WAIT));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    const payout = await screen.findByRole('textbox', { name: /^Paiement prévu/ }, WAIT);
    expect(payout).toHaveValue('195,00');
    await userEvent.clear(payout);
    await userEvent.type(payout, '48,75');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour la transaction' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ expected_payout: '48.75', offered_rate: '78.00' }),
      ]),
    );
  });
});
