import { useCallback, useEffect, useRef, useState } from 'react';
import { lastActivity } from './session-store';

/** A SuperAdmin's session locks after 15 idle minutes (docs/areas/platform.md, "Sessions and tokens"). */
export const IDLE_LOCK_MS = 15 * 60 * 1000;
/** How long before the lock the warning shows (docs/areas/platform.md, "Sessions and tokens"). */
export const IDLE_WARNING_MS = 60 * 1000;
const CHECK_EVERY_MS = 15 * 1000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** What {@link useIdleLock} answers. */
export interface IdleLockState {
  /** Whole seconds until the lock during the last {@link IDLE_WARNING_MS} (60 down to 1), else null. */
  secondsLeft: number | null;
  /** Counts as activity now: the idle time starts again and the warning closes. */
  stay: () => void;
}

/**
 * Calls `onLock` once the user has been idle for {@link IDLE_LOCK_MS}, and answers the seconds left during the
 * last {@link IDLE_WARNING_MS} (checked every second then, every 15 s before). Activity is stored in localStorage,
 * so tabs share it (activity in another tab also ends this tab's warning) and a reload after a long pause still
 * locks. Any pointer, key, wheel, touch or scroll event is activity, and ends the warning at once.
 */
export function useIdleLock(enabled: boolean, onLock: () => void): IdleLockState {
  // Only user input counts as activity: re-renders, a new onLock or a socket reconnect never restart the
  // clock (the sign-in itself stamped the first activity; see session.setToken).
  const onLockRef = useRef(onLock);
  useEffect(() => {
    onLockRef.current = onLock;
  }, [onLock]);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const stayRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    let locked = false;
    let warning = false;
    let lastWrite = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (locked) return;
      const left = IDLE_LOCK_MS - (Date.now() - lastActivity.get());
      if (left <= 0) {
        locked = true;
        warning = false;
        setSecondsLeft(null);
        onLockRef.current();
      } else if (left <= IDLE_WARNING_MS) {
        warning = true;
        setSecondsLeft(Math.ceil(left / 1000));
        timer = setTimeout(check, left % 1000 || 1000); // the countdown's next whole second
      } else {
        warning = false;
        setSecondsLeft(null);
        timer = setTimeout(check, Math.min(CHECK_EVERY_MS, left - IDLE_WARNING_MS));
      }
    };
    const touch = () => {
      lastWrite = Date.now();
      lastActivity.touch();
      if (warning) check();
    };
    const onActivity = () => {
      if (Date.now() - lastWrite > 1000) touch();
    };
    check();
    if (locked) return;
    stayRef.current = touch;
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      stayRef.current = () => undefined;
      setSecondsLeft(null);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
    };
  }, [enabled]);

  const stay = useCallback(() => stayRef.current(), []);
  return { secondsLeft, stay };
}
