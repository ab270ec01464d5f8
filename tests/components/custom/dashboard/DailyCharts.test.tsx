import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyFigure } from '../../../../contract/review-desk';
import { DailyTrends } from '../../../../src/custom/dashboard/DailyTrends';
import { fakeApi, json } from '../../support/fakeApi';
import { renderWithAdmin } from '../../support/renderWithAdmin';

/** 30 days, all empty but three. */
const figures: DailyFigure[] = Array.from({ length: 30 }, (_, index) => ({
  date: `2025-01-${String(index + 1).padStart(2, '0')}`,
  submissions: 0,
  paid_count: 0,
  paid_amount: '0.00',
}));
figures[0] = { ...figures[0], submissions: 1200, paid_count: 2, paid_amount: '1000.25' };
figures[14] = { ...figures[14], submissions: 34 };
figures[29] = { ...figures[29], submissions: 1, paid_count: 1, paid_amount: '234.25' };

const renderTrends = () => {
  const api = fakeApi(() => json(200, { data: figures }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithAdmin(
    <QueryClientProvider client={queryClient}>
      <DailyTrends />
    </QueryClientProvider>,
  );
  return api;
};

describe('Dashboard trend charts', () => {
  it('asks for 30 days and charts submissions and paid amount per day with their totals', async () => {
    const { requests } = renderTrends();
    const submissions = await screen.findByRole('region', { name: 'Submissions per day' });
    expect(requests[0].url).toBe('/api/v1/admin/giftcards/stats/daily/?days=30');
    expect(within(submissions).getByTestId('trend-summary')).toHaveTextContent(
      '1,235 in the last 30 days',
    );
    expect(submissions.querySelector('svg')).not.toBeNull();
    const paid = screen.getByRole('region', { name: 'Paid amount per day' });
    expect(within(paid).getByTestId('trend-summary')).toHaveTextContent(
      '$1,234.50 paid in the last 30 days',
    );
    expect(paid.querySelector('svg')).not.toBeNull();
  });
});
