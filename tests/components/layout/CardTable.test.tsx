import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestTransactions } from '../../../src/custom/dashboard/LatestTransactions';
import { i18nProvider } from '../../../src/i18n';
import { ActivityLogSection } from '../../../src/resources/transactions/ActivityLogTable';
import { activityLogFixture } from '../resources/transactions/support/activityLogFixture';
import { onPhoneScreen } from '../support/phoneScreen';

// At 390 px a table inside a card shows each row as a stacked item: its status and its action
// stay in sight, with no column behind a sideways scroll.

const renderInApp = (ui: ReactNode) =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>{ui}</AdminContext>
    </TestMemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('tables in cards on a phone', () => {
  it('Latest Submissions: each item shows its buyer, status and eye, no table', () => {
    onPhoneScreen();
    renderInApp(
      <LatestTransactions
        transactions={[
          {
            id: 'tx-1',
            user: { first_name: 'Jane', last_name: 'Doe' },
            brand: { name: 'Amazon' },
            created_at: '2025-01-05T14:03:00.000Z',
            status: 'PENDING_REVIEW',
            status_display: 'Pending Review',
          },
        ]}
      />,
    );
    const latest = screen.getByRole('region', { name: 'Latest Submissions' });
    expect(within(latest).queryByRole('table')).not.toBeInTheDocument();
    const [item] = within(latest).getAllByRole('listitem');
    expect(within(item).getByText('Jane Doe')).toBeVisible();
    expect(within(item).getByText('Pending Review')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'View submission Jane Doe' })).toHaveAttribute(
      'href',
      '/transactions/tx-1',
    );
    expect(within(item).getByText('Amazon')).toBeVisible();
  });

  it('Recent Activity Logs: each item shows who, the action, the status and the notes', () => {
    onPhoneScreen();
    renderInApp(<ActivityLogSection entries={[activityLogFixture()]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [item] = screen.getAllByRole('listitem');
    for (const text of ['Site Admin', 'Status Update', 'Order Accepted', 'Looks fine']) {
      expect(within(item).getByText(text)).toBeVisible();
    }
  });
});
