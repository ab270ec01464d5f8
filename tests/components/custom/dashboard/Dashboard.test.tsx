import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '../../../../contract/transactions';
import { Dashboard } from '../../../../src/custom/dashboard/Dashboard';
import { fakeApi, json } from '../../support/fakeApi';
import { renderWithAdmin } from '../../support/renderWithAdmin';

const stats: DashboardStats = {
  sum_paid_payouts: '125430.50',
  total_submissions: 3000,
  total_giftcards: 24,
  total_users: 300,
  todays_activities: {
    submissions_today: 12,
    pending_approval_today: 7,
    paid_today: 3,
    new_users_today: 2,
  },
  latest_submissions: [
    {
      id: 'tx-1',
      user: { first_name: 'Jane', last_name: 'Doe' },
      brand: { name: 'Amazon' },
      created_at: '2025-01-05T14:03:00.000Z',
      status: 'PENDING_REVIEW',
      status_display: 'Pending Review',
    },
    {
      id: 'tx-2',
      user: { first_name: 'Sam', last_name: 'Lee' },
      brand: { name: 'Steam' },
      created_at: '2025-01-04T09:00:00.000Z',
      status: 'ORDER_ACCEPTED',
      status_display: 'Order Accepted',
    },
    {
      id: 'tx-3',
      user: { first_name: 'Ann', last_name: 'Ray' },
      brand: { name: 'Apple' },
      created_at: '2025-01-03T09:00:00.000Z',
      status: 'PAID',
      status_display: 'Paid',
    },
  ],
  top_brands: [
    { name: 'Amazon', submission_count: 300 },
    { name: 'Steam', submission_count: 100 },
  ],
};

const renderDashboard = (body: unknown, status = 200) => {
  const api = fakeApi(({ path }) => {
    if (path.endsWith('/stats/daily/')) return json(200, { data: [] });
    // The service panel's figures: nothing decided yet today, nothing open.
    if (path.endsWith('/sla/summary/')) return json(200, { data: { open: {}, days: [] } });
    return json(status, body);
  });
  // As in the app: no retries, so that an error shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithAdmin(
    <QueryClientProvider client={queryClient}>
      <Dashboard />
    </QueryClientProvider>,
  );
  return api;
};

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  it('shows the four cards, today’s activity and the fixed dispute summary', async () => {
    const { requests } = renderDashboard({ data: stats });
    expect(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Users' })).toHaveTextContent('300');
    expect(requests[0].path).toBe('/api/v1/admin/giftcards/dashboard_stats/');
    expect(screen.queryByTestId('dashboard-loading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paid Payouts' })).toHaveTextContent('$125,430.50');
    expect(screen.getByRole('region', { name: 'Submissions' })).toHaveTextContent('3,000');
    expect(screen.getByRole('region', { name: 'Giftcards' })).toHaveTextContent('24');

    // The panels below the cards render once the cards are painted.
    const today = await screen.findByRole('region', { name: "Today's Activity" });
    expect(
      within(today)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Submissions', 'Pending Approval', 'Paid', 'New Users']);
    expect(
      within(today)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '7', '3', '2']);
    const disputes = screen.getByRole('region', { name: 'Dispute Summary' });
    expect(disputes).toHaveTextContent(/Active\s*22/);
    expect(disputes).toHaveTextContent(/Resolved\s*5/);
    expect(disputes).toHaveTextContent(/Pending\s*1/);
  });

  it('top brands: Top N, the total, and bars as a share of it', async () => {
    renderDashboard({ data: stats });
    const brands = await screen.findByRole('region', { name: 'Top Brands' });
    expect(brands).toHaveTextContent('Top 2');
    expect(brands).toHaveTextContent('most recent');
    expect(within(brands).getByTestId('top-brands-total')).toHaveTextContent('400');
    const widths = within(brands)
      .getAllByTestId('top-brand-bar')
      .map((bar) => getComputedStyle(bar).width);
    expect(widths).toEqual(['75%', '25%']);
  });

  it('latest submissions: names, dates like Jan 05, 2025, coloured statuses and the eye', async () => {
    renderDashboard({ data: stats });
    const latest = await screen.findByRole('region', { name: 'Latest Submissions' });
    const [first, second, third] = within(latest).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Jane DoeAmazonJan 05, 2025Pending Review');
    expect(within(first).getByText('Pending Review')).toHaveAttribute('data-tone', 'yellow');
    expect(within(second).getByText('Order Accepted')).toHaveAttribute('data-tone', 'green');
    // The dashboard column has no colour of its own for a paid transaction (spec section 4).
    expect(within(third).getByText('Paid')).toHaveAttribute('data-tone', 'grey');
    expect(within(first).getByRole('link', { name: 'View submission Jane Doe' })).toHaveAttribute(
      'href',
      '/transactions/tx-1',
    );
  });

  it('says when there are no submissions yet', async () => {
    renderDashboard({ data: { ...stats, latest_submissions: [], top_brands: [] } });
    expect(await screen.findByText('No submissions to show yet.')).toBeInTheDocument();
  });

  it('shows Error: and the message when the figures fail', async () => {
    renderDashboard({ message: 'Database unavailable' }, 503);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });
});
