import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../../../src/dataProvider';
import { i18nProvider } from '../../../../../src/i18n';
import { ClawbackDialog } from '../../../../../src/resources/transactions/money/ClawbackDialog';
import { ReversePayoutDialog } from '../../../../../src/resources/transactions/money/ReversePayoutDialog';
import { Toaster } from '../../../../../src/toasts/Toaster';
import { fakeApi, json, type RecordedRequest } from '../../../support/fakeApi';
import { findToast } from '../../../support/toasts';
import { transactionFixture } from '../support/transactionFixture';

// Reversing a payout and clawing one back both ask why, and check the reason by the contract's
// own rule before sending it: the reader sees the contract's sentence, the API is not called.

const paid = transactionFixture({
  status: 'PAID',
  status_display: 'Paid',
  final_payout: '195.00',
  ledger: { owed: '0.00', paid: '195.00', transfers: [] },
});
const tooLong = 'x'.repeat(501);

const renderDialog = (dialog: ReactNode, handler: (request: RecordedRequest) => Response) => {
  const api = fakeApi(handler);
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        {dialog}
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api;
};

const sent = (api: { requests: RecordedRequest[] }, path: string) =>
  api.requests.filter((request) => request.method === 'POST' && request.path.endsWith(path));

afterEach(() => i18nProvider.changeLocale('en'));

const cases = [
  {
    name: 'Reverse payout',
    dialog: <ReversePayoutDialog transaction={paid} open onClose={() => {}} />,
    button: 'Reverse payout',
    french: 'Annuler le paiement',
    path: `/admin/giftcards/${paid.id}/reverse_payout/`,
    answer: () => json(200, { data: { ...paid, status: 'ORDER_ACCEPTED' } }),
    done: () => findToast('Payout reversed'),
  },
  {
    name: 'Claw back',
    dialog: <ClawbackDialog transaction={paid} open onClose={() => {}} />,
    button: 'Claw back',
    french: 'Reprendre',
    path: `/admin/giftcards/${paid.id}/clawback/`,
    answer: (request: RecordedRequest) =>
      request.path.endsWith('/clawback/')
        ? json(200, {
            data: {
              ...paid,
              clawback: { amount: '195.00', reason: 'Used', by: null, at: paid.updated_at },
            },
          })
        : json(200, { data: { balance_receivable: '195.00' } }),
    done: () => screen.findByText('Clawed back $195.00.'),
  },
];

describe.each(cases)('$name asks why', ({ dialog, button, french, path, answer, done }) => {
  it('shows the contract’s sentence for a missing or too long reason, and sends nothing', async () => {
    const api = renderDialog(dialog, answer);
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByRole('button', { name: button }));
    expect(await within(form).findByText('Reason is required')).toBeVisible();

    await userEvent.click(within(form).getByLabelText('Reason'));
    await userEvent.paste(tooLong);
    await userEvent.click(within(form).getByRole('button', { name: button }));
    expect(await within(form).findByText('Reason must be 500 characters or less.')).toBeVisible();
    expect(sent(api, path)).toHaveLength(0);
  });

  it('sends a valid reason', async () => {
    const api = renderDialog(dialog, answer);
    const form = await screen.findByRole('dialog');
    await userEvent.type(within(form).getByLabelText('Reason'), 'The bank returned the transfer');
    await userEvent.click(within(form).getByRole('button', { name: button }));
    await done();
    const [request] = sent(api, path);
    expect(JSON.parse(String(request.body))).toMatchObject({
      reason: 'The bank returned the transfer',
    });
  });

  it('says what is wrong in French to a French reader', async () => {
    await i18nProvider.changeLocale('fr');
    const api = renderDialog(dialog, answer);
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByLabelText('Motif'));
    await userEvent.paste(tooLong);
    await userEvent.click(within(form).getByRole('button', { name: french }));
    expect(await within(form).findByText('Maximum 500 caractères')).toBeVisible();
    expect(sent(api, path)).toHaveLength(0);
  });
});
