import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../../../../src/auth/login/LoginPage';
import { authProvider } from '../../../../src/authProvider';
import { clearAuth, getAccessToken, getAuthState } from '../../../../src/shared/session';
import { renderWithAdmin } from '../../support/renderWithAdmin';
import { server } from '../../support/server';
import { findToast } from '../../support/toasts';

const account = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'rita@example.com',
  username: 'rita',
  first_name: 'Rita',
  last_name: 'Reviewer',
  role: 'reviewer',
};
const permissions = ['dashboard.view', 'transactions.review'];

/** The server of an account with 2FA: the password gives a challenge, 123456 signs in. */
const twoFactorServer = () => {
  const codesSent: unknown[] = [];
  server.use(
    http.post('*/api/v1/auth/login/', () =>
      HttpResponse.json({ data: { mfa_required: true, mfa_token: 'challenge-1' } }),
    ),
    http.post('*/api/v1/auth/login/2fa/', async ({ request }) => {
      const body = (await request.json()) as { mfa_token: string; code: string };
      codesSent.push(body);
      if (body.code !== '123456') {
        return HttpResponse.json({ message: 'Invalid code.' }, { status: 401 });
      }
      return HttpResponse.json({
        data: { access_token: 'access-after-2fa', user: { ...account, permissions } },
      });
    }),
    http.get(`*/api/v1/admin/accounts/${account.id}/`, () => HttpResponse.json({ data: account })),
  );
  return codesSent;
};

const signInWithPassword = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), account.email);
  await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'reviewer1234');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
};

beforeEach(() => clearAuth());

describe('the login’s second step', { timeout: 40_000 }, () => {
  it('asks for the code, shows a refusal, then signs in with the right one', async () => {
    const codesSent = twoFactorServer();
    const { router } = renderWithAdmin(<LoginPage />, { authProvider, initialEntries: ['/login'] });
    const user = await signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    // The password alone signs nobody in.
    expect(getAccessToken()).toBeNull();

    const code = await screen.findByRole('textbox', { name: /Code/ });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code.');

    await user.clear(code);
    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.location?.pathname).toBe('/'));
    expect(getAccessToken()).toBe('access-after-2fa');
    expect(getAuthState().admin).toMatchObject({ username: 'rita', role: 'reviewer', permissions });
    expect(codesSent).toEqual([
      { mfa_token: 'challenge-1', code: '000000' },
      { mfa_token: 'challenge-1', code: '123456' },
    ]);
  });

  it("shows the server's notice when a recovery code signed in an account locked by wrong codes", async () => {
    twoFactorServer();
    const notice =
      'On 2026-11-25T21:00:00.000Z someone entered 20 wrong two-factor codes for your account.';
    server.use(
      http.post('*/api/v1/auth/login/2fa/', () =>
        HttpResponse.json({
          data: {
            access_token: 'access-after-recovery',
            user: { ...account, permissions },
            notice,
          },
        }),
      ),
    );
    renderWithAdmin(<LoginPage />, { authProvider, initialEntries: ['/login'] });
    const user = await signInWithPassword();
    await user.type(await screen.findByRole('textbox', { name: /Code/ }), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await findToast(notice)).toHaveAttribute('data-type', 'warning');
  });

  it('requires a code, and goes back to the password step on request', async () => {
    twoFactorServer();
    renderWithAdmin(<LoginPage />, { authProvider, initialEntries: ['/login'] });
    const user = await signInWithPassword();

    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  });
});
