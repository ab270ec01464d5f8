import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAppScreen } from '../../support/renderAppScreen';
import { server } from '../../support/server';
import { signInAs } from '../../support/session';
import { ada, staffApi, statusChange } from '../../support/staffApi';

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
    renderAppScreen('/audit-logs');

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
    renderAppScreen('/audit-logs');
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Action' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('option', { name: 'Card code revealed' })).toBeVisible();
    expect(
      screen.queryByRole('option', { name: 'transaction.reveal_code' }),
    ).not.toBeInTheDocument();
  });

  it('leads from each entry to its record, by its link or a click on the row', async () => {
    const signIn = {
      ...statusChange,
      id: 'e3',
      action: 'staff.update' as const,
      target_type: 'user' as const,
      target_id: ada.id,
      target_user_role: 'reviewer' as const,
      summary: 'Changed ada',
      changes: {},
    };
    server.use(...staffApi({ audit: [statusChange, signIn] }));
    // The records' resources, registered as in the app: a row opens only a screen that exists.
    const router = renderAppScreen('/audit-logs', { alsoResources: ['transactions', 'staff'] });
    const review = (
      await screen.findByRole('cell', { name: statusChange.summary }, { timeout: 10_000 })
    ).closest('tr') as HTMLElement;
    // A link once the reader's permissions say the transaction's screen is theirs to see.
    expect(await within(review).findByRole('link', { name: 'Transaction' })).toHaveAttribute(
      'href',
      `/transactions/${statusChange.target_id}`,
    );
    await userEvent.click(screen.getByRole('cell', { name: 'Changed ada' }));
    await waitFor(() => expect(router.location?.pathname).toBe(`/staff/${ada.id}`));
  });

  it('leaves out the desk’s claims until asked, and filters by kind of action', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1/admin/audit-logs/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    renderAppScreen('/audit-logs');
    const claims = await screen.findByRole('switch', { name: 'Desk claims' }, { timeout: 10_000 });
    expect(claims).not.toBeChecked();
    await waitFor(() => expect(asked.at(-1)?.get('hide_claims')).toBe('true'));
    await userEvent.click(claims);
    await waitFor(() => expect(asked.at(-1)?.has('hide_claims')).toBe(false));
    expect(claims).toBeChecked();

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sign-ins and two-factor' }));
    await waitFor(() => expect(asked.at(-1)?.get('action_kind')).toBe('auth'));
  });
});
