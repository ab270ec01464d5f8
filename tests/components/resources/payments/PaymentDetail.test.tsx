import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentDetail } from '../../../../src/resources/payments/PaymentDetail';
import type { TransactionDetail } from '../../../../src/resources/transactions/types';
import { json } from '../../support/fakeApi';
import { renderDetail } from '../transactions/support/renderDetail';
import { transactionFixture } from '../transactions/support/transactionFixture';

const renderPayment = (payment: TransactionDetail | null, status = 200) =>
  renderDetail('payments', payment?.id ?? 'missing', <PaymentDetail />, () =>
    json(status, payment ? { data: payment } : { message: 'Gift card submission not found.' }),
  );

/** The value next to a label of a detail panel. */
const valueBeside = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => vi.unstubAllGlobals());

describe('PaymentDetail', () => {
  it('shows every panel of a paid gift card', async () => {
    renderPayment(
      transactionFixture({
        status: 'PAID',
        status_display: 'Paid',
        final_payout: '195.00',
        paid_at: '2025-01-06T10:00:00.000Z',
        admin_notes: 'Customer confirmed receipt',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment Status' })).toBeInTheDocument();
    expect(valueBeside('Payment ID')).toHaveTextContent(/^8bea8e68$/);
    expect(valueBeside('Paid At')).toHaveTextContent(/^Jan 06, 2025/);
    expect(valueBeside('Final Payout')).toHaveTextContent('$195.00');
    expect(valueBeside('Offered Rate %')).toHaveTextContent('78.00%');
    expect(valueBeside('Margin %')).toHaveTextContent('22.00%');
    expect(valueBeside('Profit Amount')).toHaveTextContent('$55.00');
    expect(valueBeside('Currency')).toHaveTextContent('USD');
    expect(valueBeside('User ID')).toHaveTextContent('b83897...');
    expect(valueBeside('Admin Notes')).toHaveTextContent('Customer confirmed receipt');
    expect(screen.queryByText('Rejection Reason')).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it("'Pending' without a final payout, 0 profit by default, and the missing texts", async () => {
    renderPayment(
      transactionFixture({
        user: { ...transactionFixture().user, first_name: '', last_name: '' },
        brand: { ...transactionFixture().brand, is_active: false },
        admin_notes: '',
        rejection_reason: 'Card image is unreadable',
        profit_margin: { margin_percentage: '0.00', profit_amount: '0.00' },
      }),
    );
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Paid At')).not.toBeInTheDocument();
    expect(valueBeside('Margin %')).toHaveTextContent('0.00%');
    expect(valueBeside('Profit Amount')).toHaveTextContent('$0.00');
    expect(screen.getByText('No admin notes available')).toBeInTheDocument();
    expect(valueBeside('Rejection Reason')).toHaveTextContent('Card image is unreadable');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(1);
  });

  it("'Payment not found' for an unknown id", async () => {
    renderPayment(null, 404);
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
  });

  it("a failure other than a missing payment shows 'An error occurred'", async () => {
    renderPayment(null, 500);
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
