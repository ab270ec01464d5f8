import { act, render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { Toaster } from '../../../src/toasts/Toaster';
import type { ToastOptions } from '../../../src/toasts/toastOptions';

let notify: ReturnType<typeof useNotify>;
const CaptureNotify = () => {
  notify = useNotify();
  return null;
};

const renderToaster = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <CaptureNotify />
      <Toaster />
    </AdminContext>,
  );

const send = (
  message: string,
  options?: ToastOptions & { type?: 'success' | 'info' | 'warning' | 'error' },
) => act(() => notify(message, options));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('translates the message and hides it after 4000 ms', async () => {
    renderToaster();
    await send('app.auth.login_success', { type: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Login successful!');
    await act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it('shows at most three at once; the next one waits its turn', async () => {
    renderToaster();
    for (const message of ['one', 'two', 'three', 'four']) await send(message);
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'one',
      'two',
      'three',
    ]);
    await act(() => vi.advanceTimersByTime(4000));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['four']);
  });

  it('errors are alerts; server texts are shown as they are', async () => {
    renderToaster();
    await send('Invalid email or password.', { type: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('shows a description line and an action button that runs and closes', async () => {
    const view = vi.fn();
    renderToaster();
    await send('A customer opened a dispute', {
      type: 'info',
      description: 'resources.notifications.toast_description',
      action: { label: 'resources.notifications.view', onClick: view },
    });
    expect(screen.getByText('New notification')).toBeInTheDocument();
    await act(() => screen.getByRole('button', { name: 'View' }).click());
    expect(view).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A customer opened a dispute')).not.toBeInTheDocument();
  });

  it('can be closed by hand', async () => {
    renderToaster();
    await send('Saved', { type: 'success', autoHideDuration: null });
    await act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
