import { useEffect } from 'react';

/** The desk's keys, each also a button. */
export const DESK_SHORTCUTS = {
  a: 'accept',
  r: 'reject',
  s: 'skip',
  c: 'reveal',
  '?': 'help',
} as const;
export type DeskAction = (typeof DESK_SHORTCUTS)[keyof typeof DESK_SHORTCUTS];

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Calls `onAction` for a shortcut key, except while typing in a field or with a modifier held. */
export const useDeskShortcuts = (onAction: (action: DeskAction) => void, enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const action = DESK_SHORTCUTS[event.key.toLowerCase() as keyof typeof DESK_SHORTCUTS];
      if (!action) return;
      event.preventDefault();
      onAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onAction, enabled]);
};
