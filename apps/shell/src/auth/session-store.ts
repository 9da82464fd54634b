// The session: the token in localStorage (pages survive a reload), the admin's two-step credentials in
// sessionStorage, the admin e-mail remembered for /lock. A tiny external store read with useSyncExternalStore.
import type { TokenClaims } from '@backoffice/contracts';
// The api-client's JWT reader alone: its `/token` entry brings no axios onto the login page's first screen.
import { decodeToken, isTokenExpired } from '@backoffice/api-client/token';

export const TOKEN_KEY = 'backoffice.token';
export const ADMIN_CREDENTIALS_KEY = 'backoffice.adminCredentials';
export const ADMIN_EMAIL_KEY = 'backoffice.adminEmail';
export const LAST_ACTIVITY_KEY = 'backoffice.lastActivity';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the session then lives only in memory.
  }
}

let token: string | null = read(localStorage, TOKEN_KEY);
// Where a fresh sign-in lands (/all-tickets after a login, /dashboard after a PIN). The signed-out screens
// redirect a signed-in visitor to it; the router's transition-based navigation would otherwise lose the race
// against that redirect.
let landing: string | null = null;
// Where the private routes send a visitor once the session ends (/login, or /lock after the idle lock).
let afterSignOut: string | null = null;

function emit() {
  for (const l of listeners) l();
}

// Another tab signing out (or in) changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY) {
      token = e.newValue;
      emit();
    }
  });
}

export const session = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The stored token, valid or not. */
  getToken(): string | null {
    return token;
  },
  /** The token when present and not expired, else null. */
  getValidToken(): string | null {
    return token && !isTokenExpired(token) ? token : null;
  },
  claims(): TokenClaims | null {
    return token ? decodeToken(token) : null;
  },
  /** Stores a new token; `landingPath` is where the signed-out screen now redirects (default /dashboard). */
  setToken(next: string, landingPath?: string): void {
    landing = landingPath ?? null;
    afterSignOut = null;
    token = next;
    write(localStorage, TOKEN_KEY, next);
    write(localStorage, LAST_ACTIVITY_KEY, String(Date.now()));
    emit();
  },
  /** The landing path of the sign-in that just happened, if any. */
  landing(): string | null {
    return landing;
  },
  /** Forget the landing path (the private app has shown it). */
  clearLanding(): void {
    landing = null;
  },
  /** Where a private route redirects once signed out (default /login). */
  afterSignOut(): string | null {
    return afterSignOut;
  },
  /** Forget the sign-out target (a signed-out screen has shown). */
  clearAfterSignOut(): void {
    afterSignOut = null;
  },
  /** Ends the session; `nextPath` is where the private route now redirects (default /login). */
  clear(nextPath?: string): void {
    landing = null;
    afterSignOut = nextPath ?? null;
    if (token === null) return;
    token = null;
    write(localStorage, TOKEN_KEY, null);
    emit();
  },
};

/**
 * The admin's e-mail and password between the password step and the PIN (docs/areas/platform.md,
 * "PIN (`/otpVerify`)"), with the sign-in attempt the password step answered: the PIN call sends it back, and
 * Resend Code (a new password step) replaces it.
 */
export interface AdminCredentials {
  email: string;
  password: string;
  attemptId: string;
}

export const adminCredentials = {
  get(): AdminCredentials | null {
    const raw = read(sessionStorage, ADMIN_CREDENTIALS_KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as AdminCredentials;
      return typeof value?.email === 'string' &&
        typeof value?.password === 'string' &&
        typeof value?.attemptId === 'string'
        ? value
        : null;
    } catch {
      return null;
    }
  },
  set(value: AdminCredentials): void {
    write(sessionStorage, ADMIN_CREDENTIALS_KEY, JSON.stringify(value));
    write(localStorage, ADMIN_EMAIL_KEY, value.email);
  },
  clear(): void {
    write(sessionStorage, ADMIN_CREDENTIALS_KEY, null);
  },
};

/** The admin e-mail of the last sign-in on this browser, for /lock. */
export const rememberedAdminEmail = {
  get: (): string | null => read(localStorage, ADMIN_EMAIL_KEY),
  set: (email: string): void => write(localStorage, ADMIN_EMAIL_KEY, email),
};

export const lastActivity = {
  get: (): number => Number(read(localStorage, LAST_ACTIVITY_KEY)) || Date.now(),
  touch: (): void => write(localStorage, LAST_ACTIVITY_KEY, String(Date.now())),
};

/** For tests: reread storage. */
export function reloadSessionFromStorage(): void {
  token = read(localStorage, TOKEN_KEY);
  emit();
}
