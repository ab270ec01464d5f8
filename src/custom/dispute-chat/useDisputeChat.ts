import { useEffect, useState, useSyncExternalStore } from 'react';
import { ChatSession, type ChatSnapshot } from './chatSession';
import { emptyChat } from './chatState';

const idle: ChatSnapshot = { ...emptyChat, connection: 'connecting' };
const noSubscription = () => () => {};

/**
 * The live chat of a dispute while the screen shows it: one session per dispute id, closed when
 * the screen goes or the id changes.
 */
export function useDisputeChat(disputeId: string | undefined) {
  const [session, setSession] = useState<ChatSession | null>(null);
  useEffect(() => {
    if (!disputeId) return;
    const opened = new ChatSession(disputeId);
    setSession(opened);
    return () => {
      opened.close();
      setSession(null);
    };
  }, [disputeId]);

  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? (() => idle),
  );
  return { ...snapshot, send: (text: string) => session?.send(text) ?? false };
}
