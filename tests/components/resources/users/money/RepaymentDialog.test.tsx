import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../../../src/dataProvider';
import { i18nProvider } from '../../../../../src/i18n';
import { RepaymentDialog } from '../../../../../src/resources/users/money/RepaymentDialog';
import { Toaster } from '../../../../../src/toasts/Toaster';
import { fakeApi, json } from '../../../support/fakeApi';
import { findToast } from '../../../support/toasts';

// Finance records what a customer paid back, checked by the contract's rules before it is sent.

const userId = 'b8389711-1af6-4915-987f-6baafef9b69a';
const path = `/api/v1/admin/users/${userId}/repayments/`;

const renderDialog = () => {
  const api = fakeApi(() =>
    json(201, {
      data: {
        transfer_id: '0b7e3b4e-1111-4111-8111-000000000009',
        amount: '50.00',
        balance_receivable: '145.00',
      },
    }),
  );
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <RepaymentDialog userId={userId} owed="195.00" open onClose={() => {}} />
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api;
};

describe('Record a repayment', () => {
  it('asks for the reference before sending anything', async () => {
    const api = renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/They owe \$195\.00/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(api.requests.filter((request) => request.path === path)).toHaveLength(0);
  });

  it('sends the amount and reference, and says what is still owed', async () => {
    const api = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/^Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '50.00');
    await userEvent.type(within(dialog).getByLabelText(/^Reference/), 'Bank transfer 42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await findToast('Repayment of $50.00 recorded. Still owed: $145.00.')).toBeVisible();
    const [request] = api.requests.filter((sent) => sent.path === path);
    expect(JSON.parse(String(request.body))).toEqual({
      amount: '50.00',
      reference: 'Bank transfer 42',
    });
  });
});
