import type { ChatMessage } from '../../../contract/live';

/** A message written here that the server has not echoed yet. */
export interface PendingMessage {
  client_id: string;
  message: string;
  created_at: string;
}

export interface ChatState {
  /** Stored messages, oldest first. */
  messages: ChatMessage[];
  /** Written here, waiting for the server's echo; resent on every reconnection. */
  outbox: PendingMessage[];
}

export const emptyChat: ChatState = { messages: [], outbox: [] };

const withoutEchoed = (outbox: PendingMessage[], messages: ChatMessage[]) => {
  const echoed = new Set(messages.map(({ client_id }) => client_id).filter(Boolean));
  return outbox.filter(({ client_id }) => !echoed.has(client_id));
};

/** The history sent on (re)connect replaces the list; what it already holds leaves the outbox. */
export const withHistory = (state: ChatState, history: ChatMessage[]): ChatState => ({
  messages: history,
  outbox: withoutEchoed(state.outbox, history),
});

/**
 * A live message is appended once: a message already listed (same id, e.g. the answer to a
 * resend) is not repeated, and an echo of our own takes its pending entry's place.
 */
export const withArrived = (state: ChatState, message: ChatMessage): ChatState => {
  const known = state.messages.some(({ id }) => id === message.id);
  return {
    messages: known ? state.messages : [...state.messages, message],
    outbox: withoutEchoed(state.outbox, [message]),
  };
};

export const withQueued = (state: ChatState, pending: PendingMessage): ChatState => ({
  ...state,
  outbox: [...state.outbox, pending],
});
