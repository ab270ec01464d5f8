import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../../src/auth/login/LoginPage';
import { renderWithAdmin } from '../../support/renderWithAdmin';
import { findToast } from '../../support/toasts';

const fakeAuthProvider = (login: AuthProvider['login']): AuthProvider => ({
  login,
  logout: vi.fn(async () => {}),
  checkAuth: vi.fn(async () => {}),
  checkError: vi.fn(async () => {}),
});

const renderLogin = (login: AuthProvider['login'] = vi.fn(async () => ({}))) => {
  const authProvider = fakeAuthProvider(login);
  const rendered = renderWithAdmin(<LoginPage />, {
    authProvider,
    initialEntries: ['/previous', '/login'],
  });
  return { ...rendered, authProvider };
};

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginPage', () => {
  it('shows the headline, the sub-line and the password toggle', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Please enter your details!')).toBeInTheDocument();
    const password = screen.getByLabelText(/Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('requires the email and the password', async () => {
    const { authProvider } = renderLogin();
    await fill('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('rejects an invalid email address', async () => {
    const { authProvider } = renderLogin();
    await fill('not-an-email', 'secret');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('logs in, toasts success and replaces /login with /', async () => {
    const { authProvider, router } = renderLogin();
    await fill('admin@example.com', 'admin1234');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(authProvider.login).toHaveBeenCalledWith({
      email: 'admin@example.com',
      password: 'admin1234',
    });
    await waitFor(() => expect(router.location?.pathname).toBe('/'));
    // Going back skips /login: it was replaced, not pushed over.
    await act(() => router.navigate?.(-1));
    expect(router.location?.pathname).toBe('/previous');
  });

  it('warns when the admin account did not load', async () => {
    renderLogin(
      vi.fn(async () => ({ accountLoaded: Promise.resolve('app.auth.account_load_failed') })),
    );
    await fill('admin@example.com', 'admin1234');
    expect(await findToast('An error occured')).toHaveAttribute('data-type', 'warning');
    expect(await findToast('Login successful!')).toHaveAttribute('data-type', 'success');
  });

  it('shows the server message and a spinner-free button again on failure', async () => {
    let fail: (error: Error) => void = () => {};
    const { router } = renderLogin(
      vi.fn(
        () =>
          new Promise((_, reject) => {
            fail = reject;
          }),
      ),
    );
    await fill('admin@example.com', 'wrong');

    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    await act(async () => fail(new Error('Invalid email or password.')));

    expect(await findToast('Invalid email or password.')).toHaveAttribute('data-type', 'error');
    expect(button).toBeEnabled();
    expect(router.location?.pathname).toBe('/login');
  });
});
