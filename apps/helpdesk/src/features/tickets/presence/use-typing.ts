import { useEffect, useRef, useState } from 'react';

/** How long (ms) after the last change of the reply its writer still counts as typing. */
export const TYPING_IDLE_MS = 4_000;

/**
 * Whether `value` (the reply editor's content) changed in the last `idleMs` ms: true from its first change after
 * mount, false again once it rests that long (one timer, restarted by each change; the value it started with never
 * counts). Feeds {@link TicketPresence}'s `typing` (docs/areas/helpdesk.md, "Who else is looking").
 */
export function useTyping(value: string, idleMs = TYPING_IDLE_MS): boolean {
  const [typing, setTyping] = useState(false);
  const first = useRef(value);
  const changed = useRef(false);

  useEffect(() => {
    if (!changed.current && value === first.current) return;
    changed.current = true;
    setTyping(true);
    const timer = setTimeout(() => setTyping(false), idleMs);
    return () => clearTimeout(timer);
  }, [value, idleMs]);

  return typing;
}
