import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { server } from '../../support/server';
import { signInAs } from '../../support/session';
import { staffApi, statusChange } from '../../support/staffApi';

beforeEach(() => {
  signInAs('admin');
  server.use(
    ...staffApi({
      audit: [
        statusChange,
        {
          ...statusChange,
          id: 'e2',
          action: 'auth.login',
          target_type: 'user',
          summary: 'ada signed in with a password',
          changes: {},
        },
      ],
    }),
  );
});

describe('the Audit log', { timeout: 40_000 }, () => {
  it('says each action in words, with the app’s dates and the spec’s footer', async () => {
    renderApp('/audit-logs');

    const review = (
      await screen.findByRole(
        'cell',
        { name: 'Reviewed transaction #33333333' },
        { timeout: 10_000 },
      )
    ).closest('tr') as HTMLElement;
    expect(within(review).getByText('Transaction reviewed')).toBeVisible();
    expect(within(review).getByText(/^Nov 21, 2026, \d+:00 [AP]M$/)).toBeVisible();
    const login = screen
      .getByRole('cell', { name: 'ada signed in with a password' })
      .closest('tr') as HTMLElement;
    expect(within(login).getByText('Signed in')).toBeVisible();
    expect(screen.queryByText('auth.login')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2')).toBeVisible();
    expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();
  });

  it('offers the actions by their words in its filter', async () => {
    renderApp('/audit-logs');
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Action' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('option', { name: 'Card code revealed' })).toBeVisible();
    expect(
      screen.queryByRole('option', { name: 'transaction.reveal_code' }),
    ).not.toBeInTheDocument();
  });
});
