import { createContext, useContext, type ReactNode } from 'react';
import type { ShellContextValue } from './types';

const fallback: ShellContextValue = {
  user: null,
  token: null,
  logout: () => undefined,
  notify: (opts) => {
    // Outside a ShellProvider (a remote on its own without a host) there is nowhere to toast.
    console.warn('[shell-sdk] notify outside ShellProvider:', opts.title);
  },
};

/**
 * The host's context. Because `@backoffice/shell-sdk` is a shared singleton under module federation, a
 * remote's `useAuth()` reads the very context the shell provides.
 */
export const ShellContext = createContext<ShellContextValue>(fallback);
ShellContext.displayName = 'ShellContext';

/** Props of {@link ShellProvider}. */
export interface ShellProviderProps {
  value: ShellContextValue;
  children?: ReactNode;
}

/**
 * Provides auth and notify to its subtree. The shell renders it once around its layout; a single-spa
 * parcel (its own React root, no host context) renders it itself with the `shell` value it got in props.
 *
 * @example
 * <ShellProvider value={props.shell}><UiProvider withToaster={false}>…</UiProvider></ShellProvider>
 */
export function ShellProvider({ value, children }: ShellProviderProps) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/**
 * The signed-in user, the token and `logout()`.
 * @returns `{ user, token, logout }`; `user` and `token` are null while signed out.
 */
export function useAuth(): Pick<ShellContextValue, 'user' | 'token' | 'logout'> {
  const { user, token, logout } = useContext(ShellContext);
  return { user, token, logout };
}

/**
 * `notify({ type, title, description? })` shows a toast at the bottom right for 3000 ms.
 * @example
 * const notify = useNotify(); notify({ type: 'success', title: 'Saved' });
 */
export function useNotify(): ShellContextValue['notify'] {
  return useContext(ShellContext).notify;
}
