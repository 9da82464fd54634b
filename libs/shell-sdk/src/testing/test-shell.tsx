// Spec helpers of shell-sdk (not exported by the lib): the shell context its hooks read (docs/micro-frontends.md).
import type { ReactNode } from 'react';
import { ShellProvider } from '../lib/shell-context';
import type { AuthUser, ShellContextValue } from '../lib/types';

/**
 * A signed-in shell context for a spec: the user Asha (id 'me', an Employee, with `user` over that), the token
 * 'tok', and `jest.fn()` logout and notify (a spec may assert on them).
 */
export function testShell(user: Partial<AuthUser> = {}): ShellContextValue {
  return {
    user: { id: 'me', role: 'Employee', firstName: 'Asha', displayName: 'Asha', ...user },
    token: 'tok',
    logout: jest.fn(),
    notify: jest.fn(),
  };
}

/** A `renderHook` / `render` wrapper that provides `value` as the shell context. */
export function shellWrapper(value: ShellContextValue) {
  return ({ children }: { children: ReactNode }) => <ShellProvider value={value}>{children}</ShellProvider>;
}
