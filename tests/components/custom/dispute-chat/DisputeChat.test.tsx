import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DisputeChat } from '../../../../src/custom/dispute-chat/DisputeChat';
import { latestConnection, liveConnections } from '../../support/liveSockets';
import { renderWithAdmin } from '../../support/renderWithAdmin';

const authProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id: 'a1', username: 'admin', fullName: 'Ada Admin' }),
};

const message = (id: string, sender: string, text: string, client_id: string | null = null) => ({
  id,
  sender_username: sender,
  message: text,
  created_at: `2025-01-05T14:0${id.length}:00.000Z`,
  is_read: false,
  client_id,
});

const renderChat = ({ disputeId }: { disputeId?: string } = { disputeId: 'd1' }) =>
  renderWithAdmin(<DisputeChat disputeId={disputeId} />, {
    authProvider,
  });

/** The chat's connection, once MSW has accepted it as the server would. */
const connected = async (count = 1) => {
  await waitFor(() => expect(liveConnections).toHaveLength(count), { timeout: 4000 });
  return latestConnection();
};

const bubbles = () =>
  within(screen.getByRole('log', { name: 'Chat messages' }))
    .queryAllByRole('listitem')
    .map((item) => ({
      text: item.querySelector('p')?.textContent,
      side: item.dataset.side,
      pending: item.dataset.pending === 'true',
    }));

const type = (text: string) =>
  userEvent.type(screen.getByRole('textbox', { name: 'Type a message...' }), text);

beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => localStorage.clear());

describe('DisputeChat', () => {
  it('keeps a closed dispute’s history readable and says why nothing can be written', async () => {
    renderWithAdmin(<DisputeChat disputeId="d1" closed />, { authProvider });
    const socket = await connected();
    act(() =>
      socket.receive({ type: 'chat_history', messages: [message('m1', 'jane_doe1', 'Thanks')] }),
    );
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Type a message...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(
      screen.getByText('This dispute is closed: reopen it to write to the customer.'),
    ).toBeVisible();
  });

  it('connects to the dispute with the token and shows the history in order, by side', async () => {
    renderChat();
    const socket = await connected();
    expect(socket.url).toMatch(/\/ws\/dispute\/d1\/\?token=token-1$/);
    expect(screen.getByRole('status')).toHaveTextContent('Connected');

    act(() =>
      socket.receive({
        type: 'chat_history',
        messages: [
          message('m1', 'jane_doe1', 'My card was refused'),
          message('m22', 'admin', 'Let me check'),
        ],
      }),
    );
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    act(() =>
      socket.receive({ type: 'chat_message', message: message('m333', 'jane_doe1', 'Thanks') }),
    );

    await waitFor(() =>
      expect(bubbles()).toEqual([
        { text: 'My card was refused', side: 'customer', pending: false },
        { text: 'Let me check', side: 'admin', pending: false },
        { text: 'Thanks', side: 'customer', pending: false },
      ]),
    );
  });

  it('sends on Enter and on Send, trimmed; a blank message is not sent', async () => {
    renderChat();
    const socket = await connected();
    act(() => socket.receive({ type: 'chat_history', messages: [] }));

    await type('   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(socket.chatFrames()).toEqual([]);

    await type('{Backspace}{Backspace}{Backspace}  Hello there  {Enter}');
    await type('Second');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(socket.chatFrames()).toEqual([
      { type: 'chat_message', message: 'Hello there', client_id: expect.any(String) },
      { type: 'chat_message', message: 'Second', client_id: expect.any(String) },
    ]);
    expect(screen.getByRole('textbox', { name: 'Type a message...' })).toHaveValue('');
    // Shown at once on the admin's side, as sending until the server stores them.
    expect(bubbles()).toEqual([
      { text: 'Hello there', side: 'admin', pending: true },
      { text: 'Second', side: 'admin', pending: true },
    ]);
  });

  it('counts the characters near the 2,000 limit and keeps a longer paste unsent, not cut', async () => {
    renderChat();
    const socket = await connected();
    act(() => socket.receive({ type: 'chat_history', messages: [] }));
    const box = screen.getByRole('textbox', { name: 'Type a message...' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1799));
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    await userEvent.type(box, 'y');
    expect(screen.getByText('1,800 / 2,000 characters')).toBeVisible();
    await userEvent.paste('z'.repeat(250));
    expect(box).toHaveValue(`${'x'.repeat(1799)}y${'z'.repeat(250)}`);
    expect(screen.getByText('2,050 / 2,000 characters: too long to send')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(socket.chatFrames()).toEqual([]);
  });

  it('keeps a message written while disconnected and sends it once on reconnection', async () => {
    renderChat();
    const first = await connected();
    act(() => first.receive({ type: 'chat_history', messages: [] }));
    act(() => first.drop(1006));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reconnecting...'));

    await type('Are you there?{Enter}');
    expect(first.chatFrames()).toEqual([]);
    expect(bubbles()).toEqual([{ text: 'Are you there?', side: 'admin', pending: true }]);

    const second = await connected(2);
    await waitFor(() =>
      expect(second.chatFrames()).toEqual([
        { type: 'chat_message', message: 'Are you there?', client_id: expect.any(String) },
      ]),
    );
    const [frame] = second.chatFrames();
    const clientId = frame.client_id as string;

    act(() => second.receive({ type: 'chat_history', messages: [] }));
    act(() =>
      second.receive({
        type: 'chat_message',
        message: message('m1', 'admin', 'Are you there?', clientId),
      }),
    );
    await waitFor(() =>
      expect(bubbles()).toEqual([{ text: 'Are you there?', side: 'admin', pending: false }]),
    );
  });

  it('resends an unanswered message after a drop; the stored one shows once', async () => {
    renderChat();
    const first = await connected();
    act(() => first.receive({ type: 'chat_history', messages: [] }));
    await type('Lost in transit?{Enter}');
    const clientId = first.chatFrames()[0].client_id as string;
    // The server stored it, but the connection dropped before its echo arrived.
    act(() => first.drop(1012));

    const second = await connected(2);
    expect(second.chatFrames()).toEqual([
      { type: 'chat_message', message: 'Lost in transit?', client_id: clientId },
    ]);
    const stored = message('m1', 'admin', 'Lost in transit?', clientId);
    // The history already holds it; the server's answer to the resend is the same message.
    act(() => second.receive({ type: 'chat_history', messages: [stored] }));
    act(() => second.receive({ type: 'chat_message', message: stored }));

    await waitFor(() =>
      expect(bubbles()).toEqual([{ text: 'Lost in transit?', side: 'admin', pending: false }]),
    );
  });

  it('asks for a dispute when there is no id, and for a new login when there is no token', () => {
    const { unmount } = renderChat({});
    expect(screen.getByText('Please select a valid dispute to view the chat.')).toBeInTheDocument();
    unmount();

    localStorage.removeItem('accessToken');
    renderChat();
    expect(screen.getByText('Please re-login to view the chat.')).toBeInTheDocument();
    expect(liveConnections).toHaveLength(0);
  });
});
