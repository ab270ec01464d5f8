import { act, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { NotificationBell } from '../../../src/layout/NotificationBell';
import { NotificationsProvider, useNotifications } from '../../../src/live/NotificationsContext';

let live: ReturnType<typeof useNotifications>;
const CaptureFeed = () => {
  live = useNotifications();
  return null;
};

describe('NotificationBell', () => {
  it('links to /notifications and shows the red dot once the live list has an entry', async () => {
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <NotificationsProvider>
            <CaptureFeed />
            <NotificationBell />
          </NotificationsProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(
      screen.getByTestId('notification-dot').querySelector('.MuiBadge-invisible'),
    ).not.toBeNull();

    await act(() =>
      live.add({
        id: 'n1',
        message: 'New submission',
        message_code: null,
        message_params: null,
        created_at: '2025-01-05T14:03:00Z',
        is_read: false,
        kind: 'giftcard_submitted',
        subject_id: null,
      }),
    );

    expect(screen.getByRole('link', { name: 'Notifications (new)' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-dot').querySelector('.MuiBadge-invisible')).toBeNull();
  });
});
