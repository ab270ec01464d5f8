import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAccess } from '../../../../src/auth/RequireAccess';
import { ReviewDesk } from '../../../../src/custom/review-desk';
import { REVIEW_DESK_PATH } from '../../../../src/layout/customPages';
import { clearAuth } from '../../../../src/shared/session';
import { transactionFixture } from '../../resources/transactions/support/transactionFixture';
import { fakeApi, json, type RecordedRequest } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';

const card = (id: string, brand: string) =>
  transactionFixture({
    id,
    status: 'PENDING_REVIEW',
    status_display: 'Pending Review',
    expected_payout: null,
    offered_rate: null,
    brand: { ...transactionFixture().brand, name: brand },
  });

const first = card('11111111-1111-4111-8111-111111111111', 'Amazon');
const second = card('22222222-2222-4222-8222-222222222222', 'Steam');

/** The queue hands out `cards` in turn, then answers 204; every other call succeeds. */
const queueApi = (cards: ReturnType<typeof card>[]) => {
  const waiting = [...cards];
  const api = fakeApi((request: RecordedRequest) => {
    if (request.path.endsWith('/queue/next/')) {
      const next = waiting.shift();
      return next ? json(200, { data: next }) : json(204);
    }
    if (request.method === 'DELETE') return json(204);
    if (request.path.endsWith('/reveal_code/')) {
      return json(200, { data: { card_code: 'AMZN-7H2K-RUPG' } });
    }
    if (request.method === 'PATCH') return json(200, { data: cards[0] });
    const one = cards.find(({ id }) => request.path.endsWith(`/${id}/`));
    if (one) return json(200, { data: one });
    return json(200, { count: 0, results: [] });
  });
  return api;
};

/** The desk at its address, behind its permission, as AdminApp routes it. */
const renderDesk = () =>
  renderAppScreen(REVIEW_DESK_PATH, {
    page: (
      <RequireAccess resource="transactions" action="review">
        <ReviewDesk />
      </RequireAccess>
    ),
  });

const heldCard = () => screen.findByTestId('desk-card', {}, { timeout: 10_000 });
const calls = (requests: RecordedRequest[], method: string, suffix: string) =>
  requests.filter((request) => request.method === method && request.path.endsWith(suffix));

beforeEach(() => {
  clearAuth();
  signInAs('reviewer');
});

describe('review desk', { timeout: 40_000 }, () => {
  it('accepts with A and shows the next card in place', async () => {
    const { requests } = queueApi([first, second]);
    renderDesk();
    expect(await heldCard()).toHaveTextContent('Amazon');
    expect(await heldCard()).toHaveTextContent('$250.00');
    expect(await heldCard()).toHaveTextContent('$10.00 to $500.00');

    fireEvent.keyDown(window, { key: 'a' });

    await waitFor(() => expect(screen.getByTestId('desk-card')).toHaveTextContent('Steam'), {
      timeout: 10_000,
    });
    const [accept] = calls(requests, 'PATCH', `/${first.id}/`);
    expect(JSON.parse(accept.body as string)).toEqual({
      status: 'ORDER_ACCEPTED',
      expected_payout: '195.00',
      offered_rate: '78.00',
    });
  });

  it('rejects with R and a reason, skips with S and lists the keys with ?', async () => {
    const { requests } = queueApi([first, second, first]);
    const user = userEvent.setup();
    renderDesk();
    await heldCard();

    fireEvent.keyDown(window, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Reject')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.keyDown(window, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Reject this card' });
    await user.type(within(dialog).getByRole('textbox'), 'Code already used');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByTestId('desk-card')).toHaveTextContent('Steam'), {
      timeout: 10_000,
    });
    const [reject] = calls(requests, 'PATCH', `/${first.id}/`);
    expect(JSON.parse(reject.body as string)).toMatchObject({
      status: 'REJECTED',
      rejection_reason: 'Code already used',
    });

    fireEvent.keyDown(window, { key: 's' });
    // One call: the server hands out the next card and lets the skipped one go.
    await waitFor(() =>
      expect(calls(requests, 'POST', '/queue/next/').at(-1)?.query.get('skip')).toBe(second.id),
    );
    await waitFor(() => expect(screen.getByTestId('desk-card')).toHaveTextContent('Amazon'), {
      timeout: 10_000,
    });
  });

  it('shows the risk flags with links to the duplicates, and C reveals the code', async () => {
    const earlier = '33333333-3333-4333-8333-333333333333';
    const flagged = {
      ...first,
      risk_flags: ['duplicate_code' as const, 'velocity' as const],
      duplicate_of: [earlier],
    };
    const { requests } = queueApi([flagged]);
    renderDesk();
    const risk = await screen.findByRole('list', { name: 'Risk' }, { timeout: 10_000 });
    expect(within(risk).getByText('Duplicate code')).toBeVisible();
    expect(within(risk).getByRole('link', { name: '#33333333' })).toHaveAttribute(
      'href',
      `/transactions/${earlier}`,
    );
    fireEvent.keyDown(window, { key: 'c' });
    expect(await within(await heldCard()).findByText('AMZN-7H2K-RUPG')).toBeVisible();
    expect(calls(requests, 'POST', `/${first.id}/reveal_code/`)).toHaveLength(1);
  });

  it('warns before accepting a payout that will need a second approval', async () => {
    const large = {
      ...card('33333333-3333-4333-8333-333333333333', 'Apple'),
      card_value: '800.00',
    };
    queueApi([first, large]);
    renderDesk();
    expect(await heldCard()).toHaveTextContent('Amazon');
    const warning = /will need a second staff member’s approval/;
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 's' });
    await waitFor(() => expect(screen.getByTestId('desk-card')).toHaveTextContent('Apple'), {
      timeout: 10_000,
    });
    expect(screen.getByText(warning)).toHaveTextContent(
      'Accepting sets a payout of $624.00: at or above $500.00',
    );
  });

  it('names no keyboard keys on a phone', async () => {
    // MUI reads the viewport through matchMedia: every max-width query matches, as on a phone.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    try {
      queueApi([first]);
      renderDesk();
      await heldCard();
      expect(screen.getByRole('button', { name: 'Accept' })).not.toHaveAttribute(
        'aria-keyshortcuts',
      );
      expect(screen.getByRole('button', { name: 'Skip' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /\([A-Z?]\)$/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Shortcuts/ })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the queue is empty', async () => {
    queueApi([]);
    renderDesk();
    expect(
      await screen.findByRole('heading', { name: 'The queue is empty' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept (A)' })).toBeDisabled();
  });

  it('lets the card go when leaving the desk, and on closing the tab only the claim it saw', async () => {
    const held = { ...second, claim_expires_at: '2026-11-27T10:15:00.123Z' };
    const { requests } = queueApi([held]);
    renderDesk();
    expect(await heldCard()).toHaveTextContent('Steam');
    cleanup();
    await waitFor(() => expect(calls(requests, 'DELETE', `/${second.id}/claim/`)).toHaveLength(1));
    expect(
      calls(requests, 'DELETE', `/${second.id}/claim/`)[0]?.query.get('expires_at'),
    ).toBeNull();

    // Reopened (a reload, a second tab), the desk asks the queue, which resumes the held card.
    const { requests: again } = queueApi([held]);
    renderDesk();
    expect(await heldCard()).toHaveTextContent('Steam');
    expect(calls(again, 'POST', '/claim/')).toHaveLength(0);

    // A closing page's release names the claim's expiry: after a reload renewed the claim, the
    // late request changes nothing.
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(calls(again, 'DELETE', `/${second.id}/claim/`)).toHaveLength(1));
    const [closing] = calls(again, 'DELETE', `/${second.id}/claim/`);
    expect([closing?.keepalive, closing?.query.get('expires_at')]).toEqual([
      true,
      held.claim_expires_at,
    ]);
  });

  it('shows which colleague holds which card of the queue', async () => {
    const third = card('33333333-3333-4333-8333-333333333333', 'Apple');
    const held = { ...second, claimed_by: { id: 'colleague-id', username: 'alice' } };
    fakeApi((request) => {
      if (request.path.endsWith('/queue/next/')) return json(200, { data: first });
      if (request.method === 'GET' && request.query.get('status') === 'PENDING_REVIEW') {
        return json(200, { count: 3, next: null, previous: null, results: [first, held, third] });
      }
      return json(200, { count: 0, results: [] });
    });
    renderDesk();
    await heldCard();
    const queue = await screen.findByRole('list', { name: 'Next in the queue' });
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(2));
    const [steam, apple] = within(queue).getAllByRole('listitem');
    expect(steam).toHaveTextContent('Steam');
    expect(steam).toHaveTextContent('Being reviewed by alice');
    expect(apple).toHaveTextContent('Apple');
    expect(apple).toHaveTextContent('Waiting');
  });
});
