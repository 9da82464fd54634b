import { useEffect, useRef } from 'react';
import { lastActivity } from './session-store';

/** A SuperAdmin's session locks after 15 idle minutes (docs/areas/platform.md, "Sessions and tokens"). */
export const IDLE_LOCK_MS = 15 * 60 * 1000;
const CHECK_EVERY_MS = 15 * 1000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `onLock` once the user has been idle for {@link IDLE_LOCK_MS}. Activity is stored in localStorage, so
 * tabs share it and a reload after a long pause still locks.
 */
export function useIdleLock(enabled: boolean, onLock: () => void): void {
  // Only user input counts as activity: re-renders, a new onLock or a socket reconnect never restart the
  // clock (the sign-in itself stamped the first activity; see session.setToken).
  const onLockRef = useRef(onLock);
  useEffect(() => {
    onLockRef.current = onLock;
  }, [onLock]);

  useEffect(() => {
    if (!enabled) return;
    let locked = false;
    let lastWrite = 0;
    const check = () => {
      if (!locked && Date.now() - lastActivity.get() >= IDLE_LOCK_MS) {
        locked = true;
        onLockRef.current();
      }
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite > 1000) {
        lastWrite = now;
        lastActivity.touch();
      }
    };
    check();
    if (locked) return;
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
    };
  }, [enabled]);
}
