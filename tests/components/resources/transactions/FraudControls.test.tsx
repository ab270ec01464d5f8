import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { FlagIcon } from '../../../../src/resources/transactions/risk/FlagIcon';
import { TransactionDetail } from '../../../../src/resources/transactions/TransactionDetail';
import type { TransactionDetail as TransactionRecord } from '../../../../src/resources/transactions/types';
import { json, type RecordedRequest } from '../../support/fakeApi';
import { renderDetail, withEmptyHistory } from './support/renderDetail';
import { transactionFixture } from './support/transactionFixture';

const DUPLICATE = '2f1c7a35-4e1b-4f7d-9b0e-0a4e5f6c7d81';

const renderTransaction = (
  transaction: TransactionRecord,
  handler: (request: RecordedRequest) => Response = () => json(200, { data: transaction }),
) => renderDetail('transactions', transaction.id, <TransactionDetail />, withEmptyHistory(handler));

afterEach(() => vi.useRealTimers());

describe('card code', () => {
  it('reveals the code on request and masks it again after 30 seconds', async () => {
    const transaction = transactionFixture();
    const { requests } = renderTransaction(transaction, (request) =>
      request.path.endsWith('/reveal_code/')
        ? json(200, { data: { card_code: 'QWER-TYUI-RUPG' } })
        : json(200, { data: transaction }),
    );
    expect(await screen.findByText('****-****-RUPG')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('QWER-TYUI-RUPG')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      `/api/v1/admin/giftcards/${transaction.id}/reveal_code/`,
    ]);
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('QWER-TYUI-RUPG')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('QWER-TYUI-RUPG')).not.toBeInTheDocument();
    expect(screen.getByText('****-****-RUPG')).toBeInTheDocument();
  });
});

describe('risk', () => {
  it('lists each reason, links the duplicates and the customer’s other submissions', async () => {
    const transaction = transactionFixture({
      risk_flags: ['duplicate_code', 'new_account'],
      duplicate_of: [DUPLICATE],
    });
    renderTransaction(transaction);
    const panel = await screen.findByRole('list', { name: 'Risk' });
    expect(within(panel).getByText('Duplicate code')).toBeInTheDocument();
    expect(within(panel).getByText('New account')).toBeInTheDocument();
    expect(within(panel).queryByText('Velocity')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '#2f1c7a35' })).toHaveAttribute(
      'href',
      `/transactions/${DUPLICATE}`,
    );
    const others = screen.getByRole('link', { name: "Customer's other submissions" });
    expect(decodeURIComponent(others.getAttribute('href') ?? '')).toBe(
      `/transactions?filter={"user":"${transaction.user.id}"}`,
    );
  });

  it('says when there is nothing to report', async () => {
    renderTransaction(transactionFixture());
    expect(await screen.findByText('No risk flags')).toBeInTheDocument();
  });

  it('marks a flagged list row with a flag naming the reasons', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <FlagIcon transaction={{ risk_flags: ['velocity', 'duplicate_code'] }} />
        <FlagIcon transaction={{ risk_flags: [] }} />
      </AdminContext>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Flagged: Velocity, Duplicate code' })).toBeVisible();
  });
});

describe('payout approval', () => {
  it('shows a large payout as awaiting a second approval and approves it', async () => {
    const waiting = transactionFixture({
      status: 'REDEEMED',
      expected_payout: '600.00',
      card_value: '800.00',
      payout_approval_required: true,
    });
    const approved = {
      ...waiting,
      payout_approval: {
        approved_by: { id: 'c2b0c1d8-0c55-4c43-a7c0-6d37e2b4f0a1', username: 'fiona' },
        approved_at: '2025-01-05T16:00:00.000Z',
        amount: '600.00',
      },
    };
    let current: TransactionRecord = waiting;
    const { requests } = renderTransaction(waiting, (request) => {
      if (request.path.endsWith('/approve_payout/')) current = approved;
      return json(200, { data: current });
    });
    expect(await screen.findByText('Awaiting second approval')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve payout' }));
    expect(await screen.findByText(/^Approved by fiona at .* \(\$600\.00\)$/)).toBeInTheDocument();
    expect(screen.queryByText('Awaiting second approval')).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/approve_payout/'))).toBe(true);
  });

  it('offers Paid only once the payout awaiting its second approval has it', async () => {
    const waiting = transactionFixture({
      status: 'REDEEMED',
      expected_payout: '660.00',
      card_value: '800.00',
      payout_approval_required: true,
    });
    renderTransaction(waiting);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Paid');
    expect(
      screen.getByText('Paid is offered once a second staff member has approved this payout.'),
    ).toBeInTheDocument();
  });

  it('asks for no approval when the server says the payout needs none, whatever its size', async () => {
    renderTransaction(
      transactionFixture({
        status: 'REDEEMED',
        expected_payout: '900.00',
        card_value: '1000.00',
        payout_approval_required: false,
      }),
    );
    expect(await screen.findByText('Anderson, Noah')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve payout' })).not.toBeInTheDocument();
    expect(screen.queryByText('Awaiting second approval')).not.toBeInTheDocument();
  });
});
