import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { latestConnection, liveConnections } from '../../support/liveSockets';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { transactionFixture } from './support/transactionFixture';

const card = transactionFixture({ status: 'PENDING_REVIEW', status_display: 'Pending Review' });
const holder = { id: '99999999-9999-4999-8999-999999999999', username: 'ana.reviewer' };

beforeEach(() => {
  clearAuth();
  signInAs('admin');
});

describe('claims on the transactions list', { timeout: 40_000 }, () => {
  it('shows "Being reviewed by …" live from claim frames, and drops it on release', async () => {
    fakeApi(() => json(200, { count: 1, results: [card] }));
    renderApp('/transactions');
    expect(
      await screen.findByText('Pending Review', { selector: '[data-tone]' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(liveConnections.length).toBeGreaterThan(0));
    const socket = latestConnection();

    act(() => socket.receive({ type: 'claim', transaction_id: card.id, claimed_by: holder }));
    expect(await screen.findByText('Being reviewed by ana.reviewer')).toBeVisible();

    act(() => socket.receive({ type: 'claim', transaction_id: card.id, claimed_by: null }));
    await waitFor(() =>
      expect(screen.queryByText('Being reviewed by ana.reviewer')).not.toBeInTheDocument(),
    );
  });
});
