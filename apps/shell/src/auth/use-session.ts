import { useSyncExternalStore } from 'react';
import { session } from './session-store';

/** The stored token (re-renders on sign-in/out); null when absent or expired. */
export function useValidToken(): string | null {
  const token = useSyncExternalStore(session.subscribe, session.getToken, session.getToken);
  return token && session.getValidToken() === token ? token : null;
}
