import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
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

beforeEach(() => {
  clearAuth();
  signInAs('reviewer');
});

describe('bulk review of transactions', { timeout: 30_000 }, () => {
  it('accepts the selected rows and counts done and failed, listing the failures', async () => {
    const { requests } = bulkApi();
    const user = userEvent.setup();
    renderAppScreen('/transactions');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select #11111111' }, { timeout: 10_000 }),
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Review the selected cards' });
    expect(toolbar).toHaveTextContent('1 item selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(toolbar).toHaveTextContent('3 items selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Accept' }));

    const toast = await findToast('2 done, 1 failed');
    expect(toast).toHaveTextContent('#33333333: Only a pending card can be accepted.');
    const [sent] = requests.filter(({ path }) => path.endsWith('/bulk_review/'));
    expect(JSON.parse(sent.body as string)).toEqual({ ids, status: 'ORDER_ACCEPTED' });
  });

  it('asks for a reason before rejecting', async () => {
    const { requests } = bulkApi();
    const user = userEvent.setup();
    renderAppScreen('/transactions');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
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

  it('offers no selection to staff who may not review cards', async () => {
    bulkApi();
    signInAs('support');
    renderAppScreen('/transactions');
    expect(await screen.findAllByText('Google Play', {}, { timeout: 10_000 })).not.toHaveLength(0);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
