import type { Role } from '@backoffice/contracts';
import type { AuthUser, ShellContextValue } from '@backoffice/shell-sdk';

/** Where a standalone remote looks for a token: sign in once in the shell (same origin in dev) or paste one. */
export const DEV_TOKEN_KEYS = ['backoffice.token', 'token'];

function decodeClaims(token: string): Record<string, unknown> {
  try {
    const part = token.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The token a standalone remote uses: the first of {@link DEV_TOKEN_KEYS} found in localStorage, or null. */
export function devToken(): string | null {
  return DEV_TOKEN_KEYS.map((k) => localStorage.getItem(k)).find((t): t is string => !!t) ?? null;
}

/** The shell context of a standalone remote: user and token from a JWT in localStorage (no signature check). */
export function devShellValue(notify: ShellContextValue['notify']): ShellContextValue {
  const token = devToken();
  const claims = token ? decodeClaims(token) : {};
  const firstName = String(claims['firstName'] ?? claims['name'] ?? 'Developer');
  const role = (claims['role'] as Role | undefined) ?? 'SuperAdmin';
  const user: AuthUser | null = token
    ? {
        id: String(claims['sub'] ?? ''),
        role,
        firstName,
        displayName: role === 'SuperAdmin' ? 'Admin' : firstName,
      }
    : null;
  return {
    token,
    user,
    logout: () => {
      for (const k of DEV_TOKEN_KEYS) localStorage.removeItem(k);
      location.reload();
    },
    notify,
  };
}
