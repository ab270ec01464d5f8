import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { activityAction } from '../../../../contract/enums';
import { i18nProvider } from '../../../../src/i18n';
import { ActivityLogSection } from '../../../../src/resources/transactions/ActivityLogTable';
import { initials } from '../../../../src/resources/transactions/initials';
import type { ActivityLog } from '../../../../src/resources/transactions/types';
import { activityLogFixture } from './support/activityLogFixture';

const log = activityLogFixture;

const renderLogs = (entries: ActivityLog[] | undefined) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ActivityLogSection entries={entries} />
    </AdminContext>,
  );

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ActivityLogSection', () => {
  it('lists the logs under their columns, newest first as given', () => {
    renderLogs([
      log({
        action: 'payment_processed',
        new_status: 'PAID',
        notes: 'Payment of $195.00 processed.',
      }),
      log({ performed_by_name: 'ada lovelace', action: 'status_update', new_status: 'REDEEMED' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Recent Activity Logs' })).toBeInTheDocument();
    const [header, first, second] = screen.getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Action', 'New Status', 'Notes', 'Time Ago']);
    expect(cellsOf(first)).toEqual([
      'SASite Admin',
      'Payment Processed',
      'Paid',
      'Payment of $195.00 processed.',
      '5 minutes ago',
    ]);
    expect(cellsOf(second)).toEqual([
      'ALada lovelace',
      'Status Update',
      'Redeemed',
      'Looks fine',
      '5 minutes ago',
    ]);
  });

  it('has one icon per action, and the other icon for anything else', () => {
    const actions = activityAction.options;
    // 'archived' stands for an action of a newer server, which the app does not know yet.
    const newer = 'archived' as ActivityLog['action'];
    renderLogs(
      [...actions, newer].map((action) => log({ action: action as ActivityLog['action'] })),
    );
    for (const action of actions) {
      expect(screen.getAllByTestId(`action-icon-${action}`)).toHaveLength(
        action === 'other' ? 2 : 1,
      );
    }
    expect(screen.getByText('Review Completed')).toBeInTheDocument();
    expect(screen.getByText('Rejection')).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.getByText('Payout Reversed')).toBeInTheDocument();
    expect(screen.getByText('Reversal Approved')).toBeInTheDocument();
  });

  it('names a payout approval, which sets no status, without an Unknown Status pill', () => {
    renderLogs([log({ action: 'payout_approved', new_status: null, notes: '' })]);
    const [, row] = screen.getAllByRole('row');
    expect(cellsOf(row)).toEqual([
      'SASite Admin',
      'Payout Approved',
      'No change',
      'No notes provided',
      '5 minutes ago',
    ]);
    expect(within(row).getByTestId('action-icon-payout_approved')).toBeInTheDocument();
    expect(screen.queryByText('Unknown Status')).not.toBeInTheDocument();
  });

  it('colours the new status as a detail pill', () => {
    const { container } = renderLogs([
      log({ new_status: 'PENDING_REVIEW' }),
      log({ new_status: 'ORDER_ACCEPTED' }),
      log({ new_status: 'REDEEMED' }),
      log({ new_status: 'PAID' }),
      log({ new_status: 'REJECTED' }),
      log({ new_status: 'ARCHIVED' as ActivityLog['new_status'] }),
    ]);
    const tones = [...container.querySelectorAll<HTMLElement>('[data-tone]')].map(
      (pill) => pill.dataset.tone,
    );
    // A status code the app does not know is grey.
    expect(tones).toEqual(['yellow', 'green', 'blue', 'emerald', 'red', 'grey']);
  });

  it("shows 'No notes provided' for empty notes", () => {
    renderLogs([log({ notes: '' })]);
    expect(screen.getByText('No notes provided')).toBeInTheDocument();
  });

  it('shows the empty state without a table', () => {
    renderLogs([]);
    expect(screen.getByText('No activity logs found')).toBeInTheDocument();
    expect(screen.getByText('Activity will appear here as changes are made')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Site Admin')).toBe('SA');
    expect(initials('  grace  brewster hopper ')).toBe('GB');
    expect(initials('admin')).toBe('A');
    expect(initials(null)).toBe('?');
  });
});
