import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth } from '../../../../src/auth/session';
import { FakeWebSocket } from '../../support/FakeWebSocket';
import { fakeApi, json } from '../../support/fakeApi';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { transactionFixture } from './support/transactionFixture';

const card = transactionFixture({ status: 'PENDING_REVIEW', status_display: 'Pending Review' });
const holder = { id: '99999999-9999-4999-8999-999999999999', username: 'ana.reviewer' };

beforeEach(() => {
  clearAuth();
  signInAs('admin');
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('claims on the transactions list', { timeout: 40_000 }, () => {
  it('shows "Being reviewed by …" live from claim frames, and drops it on release', async () => {
    fakeApi(() => json(200, { count: 1, results: [card] }));
    renderApp('/transactions');
    expect(
      await screen.findByText('Pending Review', { selector: '[data-tone]' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());

    act(() => socket.receive({ type: 'claim', transaction_id: card.id, claimed_by: holder }));
    expect(await screen.findByText('Being reviewed by ana.reviewer')).toBeVisible();

    act(() => socket.receive({ type: 'claim', transaction_id: card.id, claimed_by: null }));
    await waitFor(() =>
      expect(screen.queryByText('Being reviewed by ana.reviewer')).not.toBeInTheDocument(),
    );
  });
});
