import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';
import { transactionFixture } from '../transactions/support/transactionFixture';

const waiting = transactionFixture({
  id: '5d0c3a8e-2f7b-4c1e-9a6d-1b2c3d4e5f60',
  status: 'REDEEMED',
  status_display: 'Redeemed',
  expected_payout: '640.00',
  card_value: '800.00',
  payout_approval_required: true,
});
const paid = transactionFixture({
  status: 'PAID',
  status_display: 'Paid',
  final_payout: '195.00',
  paid_at: '2025-01-06T10:00:00.000Z',
});

beforeEach(() => {
  clearAuth();
  signInAs('finance');
});

describe('payouts awaiting a second approval, above the payments', { timeout: 40_000 }, () => {
  it('lists them with their badge and opens one on the transaction to approve', async () => {
    const { requests } = fakeApi(({ path, query }) => {
      if (path.endsWith(`/admin/giftcards/${waiting.id}`)) return json(200, { data: waiting });
      if (query.get('awaiting_approval') === 'true') {
        return json(200, { count: 1, results: [waiting] });
      }
      return json(200, { count: 1, results: [paid] });
    });
    const router = renderAppScreen('/payments', { alsoResources: ['transactions'] });
    const panel = await screen.findByRole(
      'region',
      { name: 'Awaiting second approval' },
      { timeout: 10_000 },
    );
    expect(
      within(panel).getByText('Awaiting second approval', { selector: '[data-tone]' }),
    ).toBeVisible();
    expect(within(panel).getByText('$640.00')).toBeVisible();
    const asked = requests.find((request) => request.query.get('awaiting_approval') === 'true');
    expect(asked?.query.get('ordering')).toBe('created_at');
    expect(asked?.query.has('status')).toBe(false);

    await userEvent.click(within(panel).getByRole('link', { name: /Google Play/ }));
    expect(router.location?.pathname).toBe(`/transactions/${waiting.id}`);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Approve payout' })).toBeVisible(),
      { timeout: 10_000 },
    );
  });

  it('shows nothing above the payments while none waits', async () => {
    fakeApi(({ query }) =>
      json(
        200,
        query.get('awaiting_approval') === 'true'
          ? { count: 0, results: [] }
          : {
              count: 1,
              results: [paid],
            },
      ),
    );
    renderAppScreen('/payments');
    expect(await screen.findByText('Google Play', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Awaiting second approval' })).toBeNull();
  });
});
