import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionDetail } from '../../../../src/resources/transactions/TransactionDetail';
import { json, type RecordedRequest } from '../../support/fakeApi';
import { findToast } from '../../support/toasts';
import { renderDetail, withEmptyHistory } from './support/renderDetail';
import { transactionFixture } from './support/transactionFixture';

const transaction = transactionFixture();
const detailPath = `/api/v1/admin/giftcards/${transaction.id}/`;

const renderTransaction = (handler: (request: RecordedRequest) => Response) =>
  renderDetail('transactions', transaction.id, <TransactionDetail />, withEmptyHistory(handler));

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const update = () => userEvent.click(screen.getByRole('button', { name: 'Update Transaction' }));

afterEach(() => vi.unstubAllGlobals());

describe('TransactionDetail', () => {
  it('shows the submission: buyer, date, trade ID, brand, card code and amount', async () => {
    const brand = { ...transaction.brand, image: '/media/logo' };
    renderTransaction(() => json(200, { data: { ...transaction, brand } }));
    const buyer = await screen.findByText('Anderson, Noah');
    expect(buyer.closest('dd')).toHaveTextContent('noah.anderson35@example.com');
    expect(screen.getByText('#8bea8e68')).toBeInTheDocument();
    expect(screen.getByText('****-****-RUPG')).toBeInTheDocument();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Google Play' })).toBeInTheDocument();
    expect(screen.getByText('No activity logs found')).toBeInTheDocument();
  });

  it('says of a card pending review that accepting it will need a second approval to pay', async () => {
    const pending = {
      ...transaction,
      status: 'PENDING_REVIEW' as const,
      status_display: 'Pending Review',
      expected_payout: null,
      offered_rate: null,
      card_value: '800.00',
    };
    renderTransaction(() => json(200, { data: pending }));
    // The brand’s rate (78.00 %) on $800.00 is $624.00, past the $500.00 threshold.
    expect(
      await screen.findByText(/will need a second staff member’s approval before it is paid/),
    ).toHaveTextContent(/^Accepting sets a payout of \$624\.00: at or above \$500\.00/);
  });

  it('says nothing of a second approval below the threshold, or once the card is accepted', async () => {
    renderTransaction(() => json(200, { data: { ...transaction, expected_payout: '600.00' } }));
    expect(await screen.findByText('Anderson, Noah')).toBeInTheDocument();
    expect(screen.queryByText(/Accepting sets a payout/)).not.toBeInTheDocument();
  });

  it('asks why when the payout moves away from the rate card lock, even at the locked rate', async () => {
    const locked = {
      ...transaction,
      rate_lock: {
        rate_id: '5d1c0a2e-0000-4000-8000-00000000aaaa',
        rate_percentage: '78.00',
        locked_at: '2025-01-05T14:03:00.000Z',
      },
    };
    const { requests } = renderTransaction(() => json(200, { data: locked }));
    const payout = await screen.findByRole('textbox', { name: /^Expected Payout/ });
    // 78.00 % of $250.00 is $195.00, as the card holds: no reason asked.
    expect(screen.queryByRole('textbox', { name: /^Override reason/ })).not.toBeInTheDocument();
    await userEvent.clear(payout);
    await userEvent.type(payout, '250.00');
    expect(await screen.findByRole('textbox', { name: /^Override reason/ })).toBeInTheDocument();
    await update();
    expect(
      await screen.findByText('Say why the rate or the payout moves away from the locked rate'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('names each missing or malformed value, sends nothing and toasts nothing', async () => {
    const { requests } = renderTransaction(() => json(200, { data: transaction }));
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Expected Payout/ }));
    await userEvent.clear(field('Offered Rate'));
    await update();
    expect(await screen.findByText('Expected payout is required')).toBeInTheDocument();
    expect(screen.getByText('Offered rate is required')).toBeInTheDocument();

    await userEvent.type(field('Expected Payout'), '12.345');
    await userEvent.type(field('Offered Rate'), '80');
    await update();
    expect(await screen.findByText('Must be a valid number')).toBeInTheDocument();
    expect(screen.queryByText('Offered rate is required')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    // The field messages are the spec's only feedback: no react-admin "form is not valid" toast.
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
  });

  it('sends status, expected payout and offered rate, toasts and shows the new log row', async () => {
    const paid = transactionFixture({
      status: 'PAID',
      status_display: 'Paid',
      expected_payout: '200.50',
      final_payout: '200.50',
      recent_logs: [
        {
          id: 'log-1',
          performed_by_name: 'Site Admin',
          action: 'payment_processed',
          new_status: 'PAID',
          notes: 'Payment of $200.50 processed.',
          notes_code: 'activity.payment_processed',
          notes_params: { amount: '200.50' },
          created_at: '2025-01-05T15:00:00.000Z',
          time_ago: 'just now',
        },
      ],
    });
    let current = transaction;
    const { requests } = renderTransaction((request) => {
      if (request.method === 'PATCH') current = paid;
      return json(200, { data: current });
    });
    await screen.findByText('Anderson, Noah');

    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Paid' }),
    );
    await userEvent.clear(field('Expected Payout'));
    await userEvent.type(field('Expected Payout'), ' 200.5 ');
    await update();

    expect(await screen.findByText('Submission updated successfully')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(detailPath);
    // The writable fields of the record; the server trims the amounts and takes notes sent back
    // as they were as no new notes.
    expect(JSON.parse(String(patch?.body))).toEqual({
      status: 'PAID',
      expected_payout: ' 200.5 ',
      offered_rate: '78.00',
      admin_notes: '',
      rejection_reason: '',
    });
    expect(await screen.findByText('Payment of $200.50 processed.')).toBeInTheDocument();
    expect(screen.getByText('Payment Processed')).toBeInTheDocument();
  });

  it("shows the server's message in an error toast when the update is refused", async () => {
    renderTransaction((request) =>
      request.method === 'PATCH'
        ? json(400, { message: 'Offered rate cannot exceed 100' })
        : json(200, { data: transaction }),
    );
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Offered Rate/ }));
    await userEvent.type(field('Offered Rate'), '150');
    await update();
    expect(await findToast('Offered rate cannot exceed 100')).toHaveAttribute('data-type', 'error');
  });

  it('without a server message the toast falls back to the catalogue text', async () => {
    renderTransaction((request) =>
      request.method === 'PATCH' ? json(500) : json(200, { data: transaction }),
    );
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Offered Rate/ }));
    await userEvent.type(field('Offered Rate'), '70');
    await update();
    expect(
      await findToast('Failed to update a giftcard. Session might be expired.'),
    ).toHaveAttribute('data-type', 'error');
  });

  it('shows an error panel when the transaction cannot be read', async () => {
    renderTransaction(() => json(404, { message: 'Gift card submission not found.' }));
    expect(await screen.findByText('An error occured')).toBeInTheDocument();
    expect(screen.getByText('Gift card submission not found.')).toBeInTheDocument();
  });
});
