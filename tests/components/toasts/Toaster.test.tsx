import { act, render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { Toaster } from '../../../src/toasts/Toaster';
import type { ToastOptions } from '../../../src/toasts/toastOptions';
import { findToast, visibleToastTitles } from '../support/toasts';

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

// shouldAdvanceTime: sonner and Testing Library's waiting also run on the clock.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('translates the message and hides it after 4000 ms', async () => {
    renderToaster();
    await send('app.auth.login_success', { type: 'success' });
    expect(await findToast('Login successful!')).toHaveAttribute('data-type', 'success');
    await act(() => vi.advanceTimersByTime(3900));
    expect(visibleToastTitles()).toEqual(['Login successful!']);
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it('shows at most three at once; the next one waits its turn', async () => {
    renderToaster();
    for (const message of ['one', 'two', 'three', 'four']) await send(message);
    await findToast('four');
    // Newest first, as sonner stacks them.
    expect(visibleToastTitles()).toEqual(['four', 'three', 'two']);
  });

  it('errors are error toasts; server texts are shown as they are', async () => {
    renderToaster();
    await send('Invalid email or password.', { type: 'error' });
    expect(await findToast('Invalid email or password.')).toHaveAttribute('data-type', 'error');
  });

  it('shows a description line and an action button that runs and closes', async () => {
    const view = vi.fn();
    renderToaster();
    await send('A customer opened a dispute', {
      type: 'info',
      description: 'resources.notifications.toast_description',
      action: { label: 'resources.notifications.view', onClick: view },
    });
    expect(await findToast('A customer opened a dispute')).toHaveTextContent('New notification');
    await act(() => screen.getByRole('button', { name: 'View' }).click());
    expect(view).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('A customer opened a dispute')).not.toBeInTheDocument();
  });

  it('can be closed by hand', async () => {
    renderToaster();
    await send('Saved', { type: 'success', autoHideDuration: null });
    await act(() => vi.advanceTimersByTime(60_000));
    expect(await findToast('Saved')).toBeInTheDocument();
    await act(() => screen.getByRole('button', { name: 'Close' }).click());
    await act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
