import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json, type RecordedRequest } from '../../support/fakeApi';
import { onPhoneScreen } from '../../support/phoneScreen';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';
import { transactionFixture } from './support/transactionFixture';

const paid = transactionFixture({ status: 'PAID', status_display: 'Paid' });

/** The list's own requests: GET /admin/giftcards/ with their filters, page and ordering aside. */
const listFilters = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.method === 'GET' && request.path.endsWith('/admin/giftcards/'))
    .map(({ query }) => {
      const {
        page: _page,
        page_size: _size,
        ordering: _ordering,
        ...filters
      } = Object.fromEntries(query);
      return filters;
    });

beforeEach(() => {
  clearAuth();
  signInAs('admin');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('transactions list filters', { timeout: 40_000 }, () => {
  it('combines status, search and flagged, keeps them in the URL, and exports exactly those rows', async () => {
    const { requests } = fakeApi((request) =>
      request.path.endsWith('/admin/giftcards/')
        ? json(200, { count: 1, next: null, previous: null, results: [paid] })
        : json(200, { count: 0, next: null, previous: null, results: [] }),
    );
    const router = renderAppScreen('/transactions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 10_000 }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Paid' }));
    const search = screen.getByRole('searchbox', { name: 'Search Brand Name...' });
    await user.type(search, 'Amazon{Enter}');
    await user.click(screen.getByRole('switch', { name: 'Flagged only' }));

    await waitFor(() =>
      expect(listFilters(requests).at(-1)).toEqual({
        status: 'PAID',
        search: 'Amazon',
        flagged: 'true',
      }),
    );
    // The status select still shows Paid and the box still holds the search.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Paid');
    expect(search).toHaveValue('Amazon');
    const inUrl = new URLSearchParams(router.location?.search).get('filter');
    expect(JSON.parse(inUrl ?? '{}')).toEqual({
      status: 'PAID',
      search: 'Amazon',
      flagged: 'true',
    });

    URL.createObjectURL = () => 'blob:csv';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = listFilters(requests.slice(before));
    expect(exported.length).toBeGreaterThan(0);
    for (const filters of exported) {
      expect(filters).toEqual({ status: 'PAID', search: 'Amazon', flagged: 'true' });
    }
  });

  it('a shared address opens the list with its filters in force', async () => {
    const { requests } = fakeApi(() =>
      json(200, { count: 1, next: null, previous: null, results: [paid] }),
    );
    const filter = encodeURIComponent(JSON.stringify({ status: 'PAID', search: 'Amazon' }));
    renderAppScreen(`/transactions?filter=${filter}`);
    await waitFor(() =>
      expect(listFilters(requests)).toContainEqual({ status: 'PAID', search: 'Amazon' }),
    );
    expect(
      await screen.findByRole('combobox', { name: 'Status' }, { timeout: 10_000 }),
    ).toHaveTextContent('Paid');
    expect(screen.getByRole('searchbox', { name: 'Search Brand Name...' })).toHaveValue('Amazon');
  });
});

describe('transactions list on a phone', { timeout: 40_000 }, () => {
  it('shows how long a waiting card has left, and no clock on a decided one', async () => {
    onPhoneScreen();
    const waiting = transactionFixture({
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      status: 'PENDING_REVIEW',
      status_display: 'Pending Review',
      sla: {
        due_at: new Date(Date.now() + 25 * 60_000 + 30_000).toISOString(),
        state: 'on_time',
        met_at: null,
        policy_version: 1,
      },
    });
    fakeApi(() => json(200, { count: 2, next: null, previous: null, results: [waiting, paid] }));
    renderAppScreen('/transactions');
    expect(await screen.findByText('25 min left', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getAllByText(/min left|Late by|^On time$|^Late$/)).toHaveLength(1);
  });
});
