import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAppScreen } from '../../support/renderAppScreen';
import { server } from '../../support/server';
import { signInAs } from '../../support/session';
import { ada, staffApi } from '../../support/staffApi';

beforeEach(() => {
  signInAs('admin');
  server.use(
    ...staffApi({
      staff: [
        ada,
        {
          ...ada,
          id: 'b2',
          username: 'bob',
          email: 'bob@example.com',
          last_login: null,
          is_active: false,
          role: 'finance',
          two_factor_enabled: false,
        },
      ],
    }),
  );
});

describe('the Staff list', { timeout: 40_000 }, () => {
  it('reads like the other lists: the app’s dates, badges, the spec’s footer', async () => {
    renderAppScreen('/staff');

    const row = (
      await screen.findByRole('cell', { name: 'ada@example.com' }, { timeout: 10_000 })
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('Reviewer')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText(/^Nov 20, 2026, \d+:30 [AP]M$/)).toBeVisible();
    const bob = screen.getByRole('cell', { name: 'bob@example.com' }).closest('tr') as HTMLElement;
    expect(within(bob).getByText('Never')).toBeVisible();
    expect(within(bob).getByText('Inactive')).toBeVisible();
    expect(screen.getByText('Showing 1 to 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();
  });

  it('opens a member’s form from their row', async () => {
    renderAppScreen('/staff');
    await userEvent.click(
      await screen.findByRole('cell', { name: 'ada@example.com' }, { timeout: 10_000 }),
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Edit Staff Member' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/staff');
  });
});
