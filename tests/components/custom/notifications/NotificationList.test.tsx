import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationList } from '../../../../src/custom/notifications/NotificationList';
import { NotificationBell } from '../../../../src/layout/NotificationBell';
import { NotificationsChannel } from '../../../../src/live/NotificationsChannel';
import { NotificationsProvider } from '../../../../src/live/NotificationsContext';
import { latestConnection, liveConnections } from '../../support/liveSockets';
import { renderWithAdmin } from '../../support/renderWithAdmin';
import { findToast } from '../../support/toasts';

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
};

const note = (day: number, is_read = false, kind = 'giftcard_submitted') => ({
  id: `n${day}`,
  message: `Message ${day}`,
  created_at: new Date(Date.UTC(2025, 0, day, 12)).toISOString(),
  is_read,
  kind,
});

let queryClient: QueryClient;

const renderScreen = (path = '/notifications') => {
  queryClient = new QueryClient();
  return renderWithAdmin(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <NotificationsChannel />
        <NotificationBell />
        <NotificationList />
      </NotificationsProvider>
    </QueryClientProvider>,
    { authProvider, initialEntries: [path] },
  );
};

const connected = async () => {
  await waitFor(() => expect(liveConnections).toHaveLength(1));
  return latestConnection();
};

const entries = () =>
  within(screen.getByRole('list', { name: 'Latest notifications' }))
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${item.querySelector('.MuiListItemText-primary')?.textContent}:${item.dataset.read}`,
    );

beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => localStorage.clear());

describe('Notifications', () => {
  it('says so when there are none, and the bell has no dot', async () => {
    renderScreen();
    const socket = await connected();
    expect(socket.url).toMatch(/\/ws\/notifications\/\?token=token-1$/);
    act(() => socket.receive({ type: 'notification_history', notifications: [] }));
    expect(await screen.findByText('No notifications to show. 💡')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('fills the list from the history without toasts, unread first then newest', async () => {
    renderScreen();
    const socket = await connected();
    act(() =>
      socket.receive({
        type: 'notification_history',
        notifications: [note(5, true), note(4), note(3, true), note(2)],
      }),
    );
    await waitFor(() =>
      expect(entries()).toEqual([
        'Message 4:false',
        'Message 2:false',
        'Message 5:true',
        'Message 3:true',
      ]),
    );
    expect(screen.queryByText('New notification')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications (new)' })).toBeInTheDocument();
  });

  it('keeps the 15 newest; each new one is a toast with View that leads to the list', async () => {
    const { router } = renderScreen();
    const socket = await connected();
    const history = Array.from({ length: 15 }, (_, index) => note(15 - index, true));
    act(() => socket.receive({ type: 'notification_history', notifications: history }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => socket.receive({ type: 'notification', notification: note(20) }));

    await waitFor(() => expect(entries()).toHaveLength(15));
    expect(entries()[0]).toBe('Message 20:false');
    expect(entries()).not.toContain('Message 1:true');
    const toast = await findToast('Message 20');
    expect(toast).toHaveAttribute('data-type', 'info');
    expect(toast).toHaveTextContent('New notification');
    // A new submission refreshes the dashboard and the transaction and payment lists.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['dashboard', 'stats'],
      ['transactions', 'getList'],
      ['payments', 'getList'],
    ]);

    await act(async () => {
      await router.navigate?.('/');
    });
    await userEvent.click(within(toast).getByRole('button', { name: 'View' }));
    expect(router.location?.pathname).toBe('/notifications');
  });

  it('a click on an unread entry asks the server; it turns read only on success', async () => {
    renderScreen();
    const socket = await connected();
    act(() =>
      socket.receive({ type: 'notification_history', notifications: [note(2), note(1, true)] }),
    );

    await userEvent.click(await screen.findByRole('button', { name: /Message 2/ }));
    expect(socket.sent).toEqual([{ type: 'mark_notification_read', notification_id: 'n2' }]);
    expect(entries()).toEqual(['Message 2:false', 'Message 1:true']);

    // A refusal leaves the entry unread, and tells the developer's console why.
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() =>
      socket.receive({
        type: 'mark_notification_read_response',
        status: 'error',
        message: 'Notification not found.',
      }),
    );
    await waitFor(() =>
      expect(warned).toHaveBeenCalledWith('mark as read failed:', 'Notification not found.'),
    );
    expect(entries()).toEqual(['Message 2:false', 'Message 1:true']);
    warned.mockRestore();

    act(() =>
      socket.receive({
        type: 'mark_notification_read_response',
        status: 'success',
        notification: note(2, true),
      }),
    );
    await waitFor(() => expect(entries()).toEqual(['Message 2:true', 'Message 1:true']));
    // A read entry is no longer a button.
    expect(screen.queryByRole('button', { name: /Message/ })).not.toBeInTheDocument();
  });

  it('an entry about a card or a dispute opens it, marking it read on the way', async () => {
    const { router } = renderScreen();
    const socket = await connected();
    const card = '11111111-1111-4111-8111-111111111111';
    const dispute = '22222222-2222-4222-8222-222222222222';
    act(() =>
      socket.receive({
        type: 'notification_history',
        notifications: [
          { ...note(3), subject_id: card },
          { ...note(2, true, 'chat_message'), subject_id: dispute },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getByRole('link', { name: /Message 2/ })).toHaveAttribute(
      'href',
      `/disputes/${dispute}`,
    );
    await userEvent.click(within(list).getByRole('link', { name: /Message 3/ }));
    expect(socket.sent).toEqual([{ type: 'mark_notification_read', notification_id: 'n3' }]);
    await waitFor(() => expect(router.location?.pathname).toBe(`/transactions/${card}`));
  });

  it("a service-level alert opens the card or the dispute it names, in the reader's words", async () => {
    renderScreen();
    const socket = await connected();
    const card = '55555555-5555-4555-8555-555555555555';
    const dispute = '66666666-6666-4666-8666-666666666666';
    const alert = (day: number, kind: string, type: string, id: string, code: string) => ({
      ...note(day, false, kind),
      subject_id: id,
      target: { type, id },
      message_code: code,
      message_params: { item: id.slice(0, 8), minutes: 7 },
    });
    act(() =>
      socket.receive({
        type: 'notification_history',
        notifications: [
          alert(5, 'sla_breached', 'transaction', card, 'notification.sla_breached.review'),
          alert(
            4,
            'sla_due_soon',
            'dispute',
            dispute,
            'notification.sla_due_soon.dispute_first_response',
          ),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(
      within(list).getByRole('link', { name: /Card #55555555 is late for review by 7 min/ }),
    ).toHaveAttribute('href', `/transactions/${card}`);
    expect(
      within(list).getByRole('link', { name: /Dispute #66666666 needs a first response in 7 min/ }),
    ).toHaveAttribute('href', `/disputes/${dispute}`);
  });

  it("no toast for a message of the dispute chat on screen; one for another dispute's", async () => {
    const onScreen = '33333333-3333-4333-8333-333333333333';
    const other = '44444444-4444-4444-8444-444444444444';
    renderScreen(`/disputes/${onScreen}`);
    const socket = await connected();
    act(() => socket.receive({ type: 'notification_history', notifications: [] }));
    const chat = (id: string, message: string, subject_id: string) => ({
      ...note(5, false, 'chat_message'),
      id,
      message,
      subject_id,
    });
    act(() =>
      socket.receive({
        type: 'notification',
        notification: chat('c1', 'jane sent a message in this dispute', onScreen),
      }),
    );
    act(() =>
      socket.receive({
        type: 'notification',
        notification: chat('c2', 'bob sent a message in his dispute', other),
      }),
    );
    expect(await findToast('bob sent a message in his dispute')).toBeInTheDocument();
    // Both are in the list; only the other dispute's message was a toast.
    expect(entries()).toHaveLength(2);
    expect(
      screen
        .getAllByText('jane sent a message in this dispute')
        .filter((element) => element.closest('[data-sonner-toast]')),
    ).toHaveLength(0);
  });

  it("a dispute's chat entry comes back with each message, a toast only to who had read it", async () => {
    renderScreen();
    const socket = await connected();
    const chat = (message: string, day: number, is_read = false) => ({
      ...note(day, is_read, 'chat_message'),
      id: 'chat-d1',
      message,
    });
    act(() =>
      socket.receive({
        type: 'notification_history',
        notifications: [note(3), chat('jane sent a message', 2, true)],
      }),
    );
    await waitFor(() => expect(entries()).toEqual(['Message 3:false', 'jane sent a message:true']));

    act(() =>
      socket.receive({ type: 'notification', notification: chat('jane sent a message', 4) }),
    );
    await waitFor(() =>
      expect(entries()).toEqual(['jane sent a message:false', 'Message 3:false']),
    );
    expect(await findToast('jane sent a message')).toBeInTheDocument();

    // Still unread here: the next message moves the entry, without a second toast.
    act(() => socket.receive({ type: 'notification', notification: chat('jane wrote again', 5) }));
    await waitFor(() => expect(entries()).toEqual(['jane wrote again:false', 'Message 3:false']));
    act(() => socket.receive({ type: 'notification', notification: note(6) }));
    await findToast('Message 6');
    const toastTexts = [...document.querySelectorAll('[data-sonner-toast]')].map(
      (toast) => toast.textContent,
    );
    expect(toastTexts.join('|')).not.toContain('jane wrote again');
  });
});
